import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@ped/contracts';
import type { AdminLoggedInEvent } from '@ped/contracts/identity';
import type { EntityManager } from 'typeorm';

/** Admin sign-ins: the admin_logs row, and the username the activity log shows for that admin. */
@Injectable()
export class AdminSignInsService {
  async record(manager: EntityManager, event: EventEnvelope<AdminLoggedInEvent>): Promise<void> {
    const { adminId, username, kind, ipAddress } = event.data;
    await manager.query(
      `INSERT INTO admin.admins (kind, id, username) VALUES ($1, $2, $3)
         ON CONFLICT (kind, id) DO UPDATE SET username = EXCLUDED.username`,
      [kind, adminId, username],
    );
    await manager.query(
      `INSERT INTO admin.admin_logs (admin_id, action, target_type, target_id, details, created_at)
       VALUES ($1, 'admin.signed_in', 'admin', $1, $2, $3)`,
      [adminId, `${username} signed in from ${ipAddress}`, event.occurredAt],
    );
  }
}
