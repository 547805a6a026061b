import { Injectable } from '@nestjs/common';
import type { Principal } from '@ped/contracts';
import { IDENTITY_SUBJECTS, type ExporterAccountLinkedEvent } from '@ped/contracts/identity';
import { OutboxService } from '@ped/nest-kit';
import type { EntityManager } from 'typeorm';

/**
 * An approved application's listing waits here for the account of its address; it becomes that
 * account's (`identity.exporter_account.linked`) only when a password link mailed to the address is
 * used. So an account someone else registered with the address never inherits the listing: it would
 * have to read the application's mail first, and using the link replaces its password.
 */
@Injectable()
export class ExporterAccountClaimsService {
  constructor(private readonly outbox: OutboxService) {}

  /** The exporter waits for the account (a later approval of the same exporter names the account again). */
  async add(manager: EntityManager, exporterId: number, userId: number): Promise<void> {
    await manager.query(
      `INSERT INTO identity.exporter_account_claims (exporter_id, user_id) VALUES ($1, $2)
       ON CONFLICT (exporter_id) DO UPDATE SET user_id = EXCLUDED.user_id, created_at = now()`,
      [exporterId, userId],
    );
  }

  /** A password link of the account was used, proving its address: the exporters waiting for it are its. */
  async redeem(
    manager: EntityManager,
    account: { id: number; email: string },
    actor?: Principal,
  ): Promise<void> {
    const [claimed]: [{ exporter_id: number }[], number] = await manager.query(
      'DELETE FROM identity.exporter_account_claims WHERE user_id = $1 RETURNING exporter_id',
      [account.id],
    );
    for (const { exporter_id: exporterId } of claimed) {
      const linked: ExporterAccountLinkedEvent = { userId: account.id, exporterId, email: account.email };
      await this.outbox.add(manager, IDENTITY_SUBJECTS.exporterAccountLinked, linked, actor);
    }
  }
}
