import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  CATALOG_EVENT_PATTERNS,
  CATALOG_PATTERNS,
  ProfileViewCounts,
  type ExporterMetricsDto,
} from '@ped/contracts/catalog';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { ExporterMetricsService } from './exporter-metrics.service.js';
import { MyExporterMetricsService } from './my-exporter-metrics.service.js';

@Controller()
export class ExporterMetricsController {
  constructor(
    private readonly metrics: ExporterMetricsService,
    private readonly myMetrics: MyExporterMetricsService,
  ) {}

  /** Emitted by each gateway about once a second with the profiles it served; no reply. */
  @EventPattern(CATALOG_EVENT_PATTERNS.exporterProfileViews)
  profileViews(@RequestData() batch: ProfileViewCounts): void {
    this.metrics.recordProfileViews(batch.counts);
  }

  /** The exporter workspace's Overview: the caller's own exporter's last 30 days and response figures. */
  @MessagePattern(CATALOG_PATTERNS.myExporterMetrics)
  mine(@RequestCtx() ctx: RequestContext): Promise<ExporterMetricsDto> {
    return this.myMetrics.get(ctx);
  }
}
