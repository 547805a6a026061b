import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { CATALOG_EVENT_PATTERNS, ExporterIdParams } from '@ped/contracts/catalog';
import { RequestData } from '@ped/nest-kit';
import { ExporterMetricsService } from './exporter-metrics.service.js';

@Controller()
export class ExporterMetricsController {
  constructor(private readonly metrics: ExporterMetricsService) {}

  /** Emitted by the gateway after it served a public profile; no reply. */
  @EventPattern(CATALOG_EVENT_PATTERNS.exporterProfileViewed)
  profileViewed(@RequestData() params: ExporterIdParams): void {
    this.metrics.recordProfileView(params.id);
  }
}
