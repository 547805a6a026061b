import { Module } from '@nestjs/common';
import { ExporterReviewController } from './exporter-review.controller.js';
import { ExporterReviewService } from './exporter-review.service.js';

/** PATCH /api/admin/exporters/{id}/status: approval and rejection (with its reason and mail). */
@Module({
  controllers: [ExporterReviewController],
  providers: [ExporterReviewService],
  exports: [ExporterReviewService],
})
export class ExporterReviewModule {}
