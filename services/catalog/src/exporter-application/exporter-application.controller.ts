import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  CATALOG_PATTERNS,
  ExporterSignupCommand,
  type ExporterSignupResultDto,
} from '@ped/contracts/catalog';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { ExporterApplicationService } from './exporter-application.service.js';

@Controller()
export class ExporterApplicationController {
  constructor(private readonly applications: ExporterApplicationService) {}

  /** Public: anyone may apply; the application is reviewed before the exporter becomes visible. */
  @MessagePattern(CATALOG_PATTERNS.exporterApplicationSubmit)
  submit(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: ExporterSignupCommand,
  ): Promise<ExporterSignupResultDto> {
    return this.applications.submit(ctx, command);
  }
}
