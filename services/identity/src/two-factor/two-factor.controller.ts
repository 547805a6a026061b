import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  DisableTwoFactorCommand,
  EnableTwoFactorCommand,
  IDENTITY_PATTERNS,
  type TwoFactorRecoveryCodesDto,
  type TwoFactorSetupDto,
  type TwoFactorStatusDto,
} from '@ped/contracts/identity';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { TwoFactorService } from './two-factor.service.js';

@Controller()
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @MessagePattern(IDENTITY_PATTERNS.twoFactorStatus)
  status(@RequestCtx() ctx: RequestContext): Promise<TwoFactorStatusDto> {
    return this.twoFactor.status(ctx);
  }

  @MessagePattern(IDENTITY_PATTERNS.twoFactorSetup)
  setup(@RequestCtx() ctx: RequestContext): Promise<TwoFactorSetupDto> {
    return this.twoFactor.setup(ctx);
  }

  @MessagePattern(IDENTITY_PATTERNS.twoFactorEnable)
  enable(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: EnableTwoFactorCommand,
  ): Promise<TwoFactorRecoveryCodesDto> {
    return this.twoFactor.enable(ctx, command);
  }

  @MessagePattern(IDENTITY_PATTERNS.twoFactorDisable)
  async disable(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: DisableTwoFactorCommand,
  ): Promise<{ disabled: true }> {
    await this.twoFactor.disable(ctx, command);
    return { disabled: true };
  }
}
