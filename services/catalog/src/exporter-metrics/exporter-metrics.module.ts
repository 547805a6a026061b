import { Module } from '@nestjs/common';
import { ExporterMetricsController } from './exporter-metrics.controller.js';
import { ExporterMetricsService } from './exporter-metrics.service.js';

@Module({
  controllers: [ExporterMetricsController],
  providers: [ExporterMetricsService],
  exports: [ExporterMetricsService],
})
export class ExporterMetricsModule {}
