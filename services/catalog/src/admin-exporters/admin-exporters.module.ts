import { Module } from '@nestjs/common';
import { ExporterReviewModule } from '../exporter-review/exporter-review.module.js';
import { AdminExportersController } from './admin-exporters.controller.js';
import { AdminExportersService } from './admin-exporters.service.js';

/** The admin console's exporters: list, verify, remove, bulk approve/verify, verification documents. */
@Module({
  imports: [ExporterReviewModule],
  controllers: [AdminExportersController],
  providers: [AdminExportersService],
})
export class AdminExportersModule {}
