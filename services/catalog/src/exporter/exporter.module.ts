import { Module } from '@nestjs/common';
import { ExporterController } from './exporter.controller.js';
import { ExporterSeedService } from './exporter-seed.service.js';
import { ExporterService } from './exporter.service.js';

@Module({
  controllers: [ExporterController],
  providers: [ExporterService, ExporterSeedService],
  exports: [ExporterSeedService, ExporterService],
})
export class ExporterModule {}
