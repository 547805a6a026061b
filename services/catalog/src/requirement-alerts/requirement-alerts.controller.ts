import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import { CATALOG_PATTERNS, type RequirementAlertListDto } from '@ped/contracts/catalog';
import { RequestCtx } from '@ped/nest-kit';
import { RequirementAlertsService } from './requirement-alerts.service.js';

/** The exporter dashboard's alerts of new requirements in its categories. */
@Controller()
export class RequirementAlertsController {
  constructor(private readonly alerts: RequirementAlertsService) {}

  @MessagePattern(CATALOG_PATTERNS.requirementAlertList)
  list(@RequestCtx() ctx: RequestContext): Promise<RequirementAlertListDto> {
    return this.alerts.list(ctx);
  }

  @MessagePattern(CATALOG_PATTERNS.requirementAlertsSeen)
  seen(@RequestCtx() ctx: RequestContext): Promise<RequirementAlertListDto> {
    return this.alerts.seen(ctx);
  }
}
