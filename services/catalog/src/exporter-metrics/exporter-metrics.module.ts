import { Module } from '@nestjs/common';
import { ExporterMetricsController } from './exporter-metrics.controller.js';
import { ExporterMetricsService } from './exporter-metrics.service.js';
import { InquiryEventsService } from './inquiry-events.service.js';

@Module({
  controllers: [ExporterMetricsController],
  providers: [ExporterMetricsService, InquiryEventsService],
  exports: [ExporterMetricsService],
})
export class ExporterMetricsModule {}
