import { Module } from '@nestjs/common';
import { ExporterMetricsController } from './exporter-metrics.controller.js';
import { ExporterMetricsService } from './exporter-metrics.service.js';
import { MyExporterMetricsService } from './my-exporter-metrics.service.js';
import { ResponseEventsService } from './response-events.service.js';
import { ResponseFiguresRefresh } from './response-figures-refresh.service.js';

@Module({
  controllers: [ExporterMetricsController],
  providers: [
    ExporterMetricsService,
    MyExporterMetricsService,
    ResponseEventsService,
    ResponseFiguresRefresh,
  ],
  exports: [ExporterMetricsService],
})
export class ExporterMetricsModule {}
