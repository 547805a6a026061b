/** Request/reply patterns served by the admin service. */
export const ADMIN_PATTERNS = {
  statsGet: 'admin.stats.get',
} as const;
