/** Names of the counters in admin.stats_counters, each kept by deltas in the transaction of its event. */
export const COUNTERS = {
  categories: 'categories',
  exporters: 'exporters',
  pendingExporters: 'exporters_pending',
  verifiedExporters: 'exporters_verified',
  users: 'users',
  contacts: 'contacts',
  answeredContacts: 'contacts_answered',
  conversations: 'conversations',
  unreadNotifications: 'notifications_unread',
  moderationTotal: 'moderation_total',
  moderationPending: 'moderation_pending',
  moderationResolved: 'moderation_resolved',
  moderationDismissed: 'moderation_dismissed',
} as const;

export type CounterName = (typeof COUNTERS)[keyof typeof COUNTERS];

/** The platform_metrics rows written per counter: its value at the end of each day (UTC). */
export const DAILY_TOTAL_METRIC = 'daily_total';
