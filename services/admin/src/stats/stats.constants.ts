/** Names of the counters in admin.stats_counters. */
export const COUNTERS = {
  categories: 'categories',
} as const;

export type CounterName = (typeof COUNTERS)[keyof typeof COUNTERS];
