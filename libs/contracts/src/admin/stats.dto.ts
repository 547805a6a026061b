/** Counters the admin service keeps from other services' events. */
export interface AdminStatsDto {
  totalCategories: number;
}
