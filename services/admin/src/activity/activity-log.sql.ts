import type { AdminActivityLogDto } from '@ped/contracts/admin';

/** The newest `limit` (a placeholder) entries, with the admin's username when an admin sign-in told it. */
export const newestActivitySql = (limit: string) =>
  `SELECT l.id, l.action, l.target_type, l.target_id, l.details, l.admin_id, a.username, l.ip_address,
          l.user_agent, l.created_at
     FROM admin.admin_activity_logs l
     LEFT JOIN admin.admins a ON a.kind = l.admin_kind AND a.id = l.admin_id
    ORDER BY l.created_at DESC, l.id DESC LIMIT ${limit}`;

/** A row of newestActivitySql as JSON (json_agg: the bigint id a number, created_at an ISO string with an offset). */
export interface ActivityRow {
  id: number;
  action: string;
  target_type: string;
  target_id: number | null;
  details: string;
  admin_id: number;
  username: string | null;
  ip_address: string | null;
  user_agent: string | null;
  created_at: string;
}

export const toActivityDto = (row: ActivityRow): AdminActivityLogDto => ({
  id: row.id,
  action: row.action,
  targetType: row.target_type,
  targetId: row.target_id,
  details: row.details,
  adminId: row.admin_id,
  adminName: row.username,
  ipAddress: row.ip_address,
  userAgent: row.user_agent,
  // Postgres writes "+00:00"; the API's timestamps end in "Z".
  createdAt: new Date(row.created_at).toISOString(),
});
