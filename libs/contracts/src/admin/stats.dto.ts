/** GET /api/admin/stats (also the console's session check): the spec's counters, from the admin read models. */
export interface AdminStatsDto {
  verifiedExporters: number;
  totalCategories: number;
  totalContacts: number;
  totalExporters: number;
  pendingExporters: number;
  /** Exporter and admin accounts plus buyer accounts. */
  totalUsers: number;
  totalConversations: number;
}
