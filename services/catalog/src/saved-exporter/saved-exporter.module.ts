import { Module } from '@nestjs/common';
import { SavedExporterController } from './saved-exporter.controller.js';
import { SavedExporterService } from './saved-exporter.service.js';

@Module({
  controllers: [SavedExporterController],
  providers: [SavedExporterService],
})
export class SavedExporterModule {}
