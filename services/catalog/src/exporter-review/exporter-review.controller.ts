import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  CATALOG_PATTERNS,
  ExporterStatusRequest,
  type ExporterStatusResultDto,
} from '@ped/contracts/catalog';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { ExporterReviewService } from './exporter-review.service.js';

/** Administrators only (the service checks): the review of pending exporters. */
@Controller()
export class ExporterReviewController {
  constructor(private readonly reviews: ExporterReviewService) {}

  @MessagePattern(CATALOG_PATTERNS.adminExporterStatus)
  setStatus(
    @RequestCtx() ctx: RequestContext,
    @RequestData() request: ExporterStatusRequest,
  ): Promise<ExporterStatusResultDto> {
    return this.reviews.setStatus(ctx, request);
  }
}
