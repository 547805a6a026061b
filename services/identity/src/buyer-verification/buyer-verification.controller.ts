import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  AdminBuyersQuery,
  IDENTITY_PATTERNS,
  SetBuyerVerifiedRequest,
  type AdminBuyerListDto,
  type BuyerVerifyResultDto,
} from '@ped/contracts/identity';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { BuyerVerificationService } from './buyer-verification.service.js';

/** Administrators only (the service checks). */
@Controller()
export class BuyerVerificationController {
  constructor(private readonly verification: BuyerVerificationService) {}

  @MessagePattern(IDENTITY_PATTERNS.adminBuyerList)
  list(
    @RequestCtx() ctx: RequestContext,
    @RequestData() query: AdminBuyersQuery,
  ): Promise<AdminBuyerListDto> {
    return this.verification.list(ctx, query);
  }

  @MessagePattern(IDENTITY_PATTERNS.adminBuyerVerify)
  setVerified(
    @RequestCtx() ctx: RequestContext,
    @RequestData() request: SetBuyerVerifiedRequest,
  ): Promise<BuyerVerifyResultDto> {
    return this.verification.setVerified(ctx, request);
  }
}
