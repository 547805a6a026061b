import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { Principal } from '@ped/contracts';
import {
  CATALOG_PATTERNS,
  ExporterSignupCommand,
  type ExporterSignupResultDto,
} from '@ped/contracts/catalog';
import { Caller, RequestData } from '@ped/nest-kit';
import { ExporterApplicationService } from './exporter-application.service.js';

@Controller()
export class ExporterApplicationController {
  constructor(private readonly applications: ExporterApplicationService) {}

  /** Public: anyone may apply; the application is reviewed before the exporter becomes visible. */
  @MessagePattern(CATALOG_PATTERNS.exporterApplicationSubmit)
  submit(
    @RequestData() command: ExporterSignupCommand,
    @Caller() caller?: Principal,
  ): Promise<ExporterSignupResultDto> {
    return this.applications.submit(command, caller);
  }
}
