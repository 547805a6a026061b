import { Injectable } from '@nestjs/common';
import type { AdminActionEvent, ClientInfo, EventEnvelope, Principal } from '@ped/contracts';
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
