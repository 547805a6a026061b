import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { CATALOG_SUBJECTS } from '@ped/contracts/catalog';
import { EVENT_CONSUMERS } from '@ped/contracts/events';
import { EventConsumerService, OutboxService, LOGGER, type Logger } from '@ped/nest-kit';
import { Exporter } from '../exporter/exporter.entity.js';
import { exporterChangedEvent } from '../exporter/exporter.util.js';
import { LINK_EXPORTER_ACCOUNT_SQL } from './exporter-accounts.sql.js';

/**
 * Records the account identity made or found for an approved exporter as its owner (consumer
 * catalog.exporter-accounts), and tells the read models (`catalog.exporter.updated`). An owner, once
 * set, is kept: a redelivered or late event changes nothing, and an account that owns another exporter
 * already is not given a second one (one profile per account).
 */
@Injectable()
export class ExporterAccountEventsService implements OnApplicationBootstrap {
  private readonly logger: Logger;

  constructor(
    private readonly consumers: EventConsumerService,
    private readonly outbox: OutboxService,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'ExporterAccounts' });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.subscribe(EVENT_CONSUMERS.catalogExporterAccounts, {
      'identity.exporter_account.linked': async (event, manager) => {
        const { userId, exporterId } = event.data;
        const linked: unknown[] = await manager.query(LINK_EXPORTER_ACCOUNT_SQL, [userId, exporterId]);
        if (linked.length === 0) {
          const [owner]: { user_id: number | null }[] = await manager.query(
            'SELECT user_id FROM catalog.exporters WHERE id = $1',
            [exporterId],
          );
          if (owner && owner.user_id !== userId)
            this.logger.warn(`exporter ${exporterId} not linked to user ${userId} (owner ${owner.user_id})`);
          return;
        }
        const exporter = await manager.findOneByOrFail(Exporter, { id: exporterId });
        await this.outbox.add(
          manager,
          CATALOG_SUBJECTS.exporterUpdated,
          await exporterChangedEvent(manager, exporter),
        );
      },
    });
  }
}
