import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  CompleteBuyerProfileCommand,
  EmailSignInCommand,
  IDENTITY_PATTERNS,
  type AuthenticatedDto,
  type BuyerProfileDto,
} from '@ped/contracts/identity';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { BuyerProfileService } from './buyer-profile.service.js';
import { BuyersService } from './buyers.service.js';

@Controller()
export class BuyersController {
  constructor(
    private readonly buyers: BuyersService,
    private readonly profiles: BuyerProfileService,
  ) {}

  @MessagePattern(IDENTITY_PATTERNS.buyerLogin)
  login(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: EmailSignInCommand,
  ): Promise<AuthenticatedDto> {
    return this.buyers.login(ctx, command);
  }

  @MessagePattern(IDENTITY_PATTERNS.buyerProfileGet)
  profile(@RequestCtx() ctx: RequestContext): Promise<BuyerProfileDto> {
    return this.profiles.get(ctx);
  }

  @MessagePattern(IDENTITY_PATTERNS.buyerProfileComplete)
  completeProfile(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: CompleteBuyerProfileCommand,
  ): Promise<BuyerProfileDto> {
    return this.profiles.complete(ctx, command);
  }
}
