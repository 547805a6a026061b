import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EVENT_CONSUMERS } from '@ped/contracts/events';
import { EventConsumerService } from '@ped/nest-kit';
import type { EntityManager } from 'typeorm';
import {
  COUNT_INTO_METRICS_SQL,
  RECOMPUTE_RESPONSE_FIGURES_SQL,
  RECORD_RESPONSE_SQL,
} from './response-figures.sql.js';

/**
 * exporter_metrics from messaging's events (consumer catalog.exporter-metrics, inbox: each event
 * once): inquiries and buyers' messages counted, the exporter's last activity, and each inquiry's and
 * conversation's arrival and first answer, from which the response figures are recomputed. An event
 * about an exporter the catalog no longer has changes nothing (the statements select it first).
 */
@Injectable()
export class ResponseEventsService implements OnApplicationBootstrap {
  constructor(private readonly consumers: EventConsumerService) {}

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.subscribe(EVENT_CONSUMERS.catalogExporterMetrics, {
      'messaging.contact_request.created': async ({ data }, manager) => {
        await manager.query(COUNT_INTO_METRICS_SQL, [data.exporterId, 1, 0, null]);
        await record(manager, 'inquiry', data.id, data.exporterId, data.createdAt, null);
      },
      // May come before its inquiry's created event: it carries the arrival time too.
      'messaging.contact_request.responded': async ({ data }, manager) => {
        await manager.query(COUNT_INTO_METRICS_SQL, [data.exporterId, 0, 0, data.respondedAt]);
        await record(manager, 'inquiry', data.id, data.exporterId, data.receivedAt, data.respondedAt);
      },
      // The row exists from the start; its times come with the messages.
      'messaging.conversation.created': async ({ data }, manager) => {
        await manager.query(RECORD_RESPONSE_SQL, [
          'conversation',
          data.conversationId,
          data.exporterId,
          null,
          null,
        ]);
      },
      'messaging.message.sent': async ({ data }, manager) => {
        const fromBuyer = data.senderType === 'buyer';
        await manager.query(COUNT_INTO_METRICS_SQL, [
          data.exporterId,
          0,
          fromBuyer ? 1 : 0,
          fromBuyer ? null : data.createdAt,
        ]);
        await record(
          manager,
          'conversation',
          data.conversationId,
          data.exporterId,
          fromBuyer ? data.createdAt : null,
          fromBuyer ? null : data.createdAt,
        );
      },
    });
  }
}

async function record(
  manager: EntityManager,
  kind: 'inquiry' | 'conversation',
  sourceId: number,
  exporterId: number,
  receivedAt: string | null,
  respondedAt: string | null,
): Promise<void> {
  await manager.query(RECORD_RESPONSE_SQL, [kind, sourceId, exporterId, receivedAt, respondedAt]);
  await manager.query(RECOMPUTE_RESPONSE_FIGURES_SQL, [exporterId]);
}
