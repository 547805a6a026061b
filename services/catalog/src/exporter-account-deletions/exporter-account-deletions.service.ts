import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SYSTEM_PRINCIPAL } from '@ped/contracts';
import { EVENT_CONSUMERS } from '@ped/contracts/events';
import { EventConsumerService, OutboxService } from '@ped/nest-kit';
import { Exporter } from '../exporter/exporter.entity.js';
import { deleteExporter } from '../exporter/exporter-removal.js';

/**
 * An exporter deleted its account (consumer catalog.exporter-account-deletions): its listing leaves the
 * site at once, as an administrator's removal takes it (products, categories, saved entries, documents),
 * with `catalog.exporter.deleted`. A buyer's deletion is the buyer directory's (catalog.buyer-directory).
 */
@Injectable()
export class ExporterAccountDeletionsService implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumerService,
    private readonly outbox: OutboxService,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.subscribe(EVENT_CONSUMERS.catalogExporterAccountDeletions, {
      'identity.account.deleted': async ({ data, actor }, manager) => {
        if (data.kind !== 'user') return;
        const exporter = await manager.findOne(Exporter, {
          where: { userId: data.id },
          lock: { mode: 'pessimistic_write' },
        });
        if (exporter) await deleteExporter(manager, this.outbox, exporter, actor ?? SYSTEM_PRINCIPAL);
      },
    });
  }
}
