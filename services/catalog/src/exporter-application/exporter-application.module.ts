import { Module } from '@nestjs/common';
import { ExporterApplicationController } from './exporter-application.controller.js';
import { ExporterApplicationService } from './exporter-application.service.js';

@Module({
  controllers: [ExporterApplicationController],
  providers: [ExporterApplicationService],
})
export class ExporterApplicationModule {}
