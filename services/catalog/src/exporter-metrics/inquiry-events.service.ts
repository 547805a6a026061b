import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EVENT_CONSUMERS } from '@ped/contracts/events';
import { EventConsumerService } from '@ped/nest-kit';

/** Counts buyers' inquiries into exporter_metrics.contact_requests (consumer catalog.exporter-metrics). */
@Injectable()
export class InquiryEventsService implements OnApplicationBootstrap {
  constructor(private readonly consumers: EventConsumerService) {}

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.subscribe(EVENT_CONSUMERS.catalogExporterMetrics, {
      'messaging.contact_request.created': async (event, manager) => {
        // An exporter deleted meanwhile has no metrics row to count into: the SELECT yields nothing.
        await manager.query(
          `INSERT INTO catalog.exporter_metrics (exporter_id, contact_requests)
           SELECT id, 1 FROM catalog.exporters WHERE id = $1
           ON CONFLICT (exporter_id) DO UPDATE
             SET contact_requests = exporter_metrics.contact_requests + 1, updated_at = now()`,
          [event.data.exporterId],
        );
      },
    });
  }
}
