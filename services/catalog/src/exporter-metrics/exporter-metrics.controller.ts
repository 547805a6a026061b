import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { CATALOG_EVENT_PATTERNS, ProfileViewCounts } from '@ped/contracts/catalog';
import { RequestData } from '@ped/nest-kit';
import { ExporterMetricsService } from './exporter-metrics.service.js';

@Controller()
export class ExporterMetricsController {
  constructor(private readonly metrics: ExporterMetricsService) {}

  /** Emitted by each gateway about once a second with the profiles it served; no reply. */
  @EventPattern(CATALOG_EVENT_PATTERNS.exporterProfileViews)
  profileViews(@RequestData() batch: ProfileViewCounts): void {
    this.metrics.recordProfileViews(batch.counts);
  }
}
