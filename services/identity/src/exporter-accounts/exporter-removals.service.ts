import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { EventEnvelope } from '@ped/contracts';
import type { ExporterChangedEvent } from '@ped/contracts/catalog';
import { EVENT_CONSUMERS } from '@ped/contracts/events';
import { EventConsumerService } from '@ped/nest-kit';
import type { EntityManager } from 'typeorm';

/**
 * An exporter removed by an administrator takes its account's access with it (consumer
 * identity.exporter-removals of `catalog.exporter.deleted`): the account is disabled (it signs in no
 * more, and a session refresh finds it gone), its open password links are retired, and a listing still
 * waiting for an account is forgotten. The gateway ends its sessions when it answers the removal.
 */
@Injectable()
export class ExporterRemovalsService implements OnApplicationBootstrap {
  constructor(private readonly consumers: EventConsumerService) {}

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.subscribe(EVENT_CONSUMERS.identityExporterRemovals, {
      'catalog.exporter.deleted': (event, manager) => this.removed(event, manager),
    });
  }

  private async removed(event: EventEnvelope<ExporterChangedEvent>, manager: EntityManager): Promise<void> {
    const { id: exporterId, userId } = event.data;
    await manager.query('DELETE FROM identity.exporter_account_claims WHERE exporter_id = $1', [exporterId]);
    if (userId === null) return;
    await manager.query(
      `UPDATE identity.users SET disabled_at = now(), updated_at = now()
        WHERE id = $1 AND role = 'exporter' AND disabled_at IS NULL`,
      [userId],
    );
    await manager.query(
      `UPDATE identity.password_links SET used_at = now()
        WHERE account_kind = 'user' AND account_id = $1 AND used_at IS NULL`,
      [userId],
    );
  }
}
