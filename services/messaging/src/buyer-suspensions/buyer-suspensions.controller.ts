import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  AdminSuspensionsQuery,
  BuyerSuspensionParams,
  MESSAGING_PATTERNS,
  SuspendBuyerCommand,
  type BuyerSuspensionDto,
  type BuyerSuspensionListDto,
} from '@ped/contracts/messaging';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { BuyerSuspensionsService } from './buyer-suspensions.service.js';

/** Administrators only (the service checks). */
@Controller()
export class BuyerSuspensionsController {
  constructor(private readonly suspensions: BuyerSuspensionsService) {}

  @MessagePattern(MESSAGING_PATTERNS.adminSuspensionList)
  list(
    @RequestCtx() ctx: RequestContext,
    @RequestData() query: AdminSuspensionsQuery,
  ): Promise<BuyerSuspensionListDto> {
    return this.suspensions.list(ctx, query);
  }

  @MessagePattern(MESSAGING_PATTERNS.adminSuspensionCreate)
  suspend(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: SuspendBuyerCommand,
  ): Promise<BuyerSuspensionDto> {
    return this.suspensions.suspend(ctx, command);
  }

  @MessagePattern(MESSAGING_PATTERNS.adminSuspensionLift)
  async lift(
    @RequestCtx() ctx: RequestContext,
    @RequestData() params: BuyerSuspensionParams,
  ): Promise<Record<string, never>> {
    await this.suspensions.lift(ctx, params);
    return {};
  }
}
