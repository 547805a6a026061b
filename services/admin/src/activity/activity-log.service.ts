import { Injectable } from '@nestjs/common';
import type { AdminActionEvent, ClientInfo, EventEnvelope, Principal } from '@ped/contracts';
import type { AdminActivityLogDto } from '@ped/contracts/admin';
import type { EntityManager } from 'typeorm';

const IP_MAX = 45;

export interface AdminAction extends AdminActionEvent {
  actor: Principal | undefined;
  client: ClientInfo | undefined;
  at: string;
}

/** The admin activity log: one row per admin action, from `<service>.admin_action.recorded` or the admin service's own. */
@Injectable()
export class ActivityLogService {
  /** The row of an action another service recorded (the envelope's actor and HTTP client). */
  recordEvent(manager: EntityManager, event: EventEnvelope<AdminActionEvent>): Promise<void> {
    return this.record(manager, {
      ...event.data,
      actor: event.actor,
      client: event.client,
      at: event.occurredAt,
    });
  }

  async record(manager: EntityManager, action: AdminAction): Promise<void> {
    await manager.query(
      `INSERT INTO admin.admin_activity_logs
         (admin_id, admin_kind, action, target_type, target_id, details, ip_address, user_agent, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        action.actor?.id ?? 0,
        action.actor?.kind ?? 'system',
        action.action.slice(0, 100),
        action.targetType.slice(0, 50),
        action.targetId,
        action.details,
        action.client?.ip.slice(0, IP_MAX) ?? null,
        action.client?.userAgent ?? null,
        action.at,
      ],
    );
  }
}

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
