import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  DisableTwoFactorCommand,
  EnableTwoFactorCommand,
  IDENTITY_PATTERNS,
  type TwoFactorRecoveryCodesDto,
  type TwoFactorSetupDto,
  type TwoFactorStatusDto,
} from '@ped/contracts/identity';
import { TWO_FACTOR_MESSAGES } from '@ped/contracts/options';
import {
  TwoFactorRecoveryCodesSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '@ped/contracts/responses';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { RateLimit } from '../../rate-limit/rate-limit.guard.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { TWO_FACTOR_CHANGES } from '../../auth/auth.constants.js';
import { SignedIn } from '../../auth/auth.decorators.js';

/**
 * Two-factor sign-in of the signed-in admin console account (not users with role admin: they sign
 * in through the directory's own sign-in). Changes that check a code have a budget of their own.
 */
@ApiTags('admin')
@Controller('admin/two-factor')
@SignedIn('admin')
export class TwoFactorController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Answers({ 200: { description: 'Whether sign-in asks for a code', schema: TwoFactorStatusSchema } })
  status(@Call() call: CallContext): Promise<TwoFactorStatusDto> {
    return this.services.send(IDENTITY_PATTERNS.twoFactorStatus, {}, call);
  }

  @Post('setup')
  @HttpCode(200)
  @Answers({
    200: {
      description: 'A new secret; sign-in does not ask for it until a code confirms it (enable)',
      schema: TwoFactorSetupSchema,
    },
    409: `TWO_FACTOR_ALREADY_ENABLED: "${TWO_FACTOR_MESSAGES.alreadyEnabled}"`,
  })
  setup(@Call() call: CallContext): Promise<TwoFactorSetupDto> {
    return this.services.send(IDENTITY_PATTERNS.twoFactorSetup, {}, call);
  }

  @Post('enable')
  @HttpCode(200)
  @RateLimit(TWO_FACTOR_CHANGES)
  @Answers({
    200: { description: 'On: sign-in asks for a code from now on', schema: TwoFactorRecoveryCodesSchema },
    400: `TWO_FACTOR_CODE_INCORRECT (naming code): "${TWO_FACTOR_MESSAGES.codeIncorrect}"`,
    409: 'TWO_FACTOR_NOT_PENDING (no setup waiting) or TWO_FACTOR_ALREADY_ENABLED',
  })
  enable(
    @Body() command: EnableTwoFactorCommand,
    @Call() call: CallContext,
  ): Promise<TwoFactorRecoveryCodesDto> {
    return this.services.send(IDENTITY_PATTERNS.twoFactorEnable, command, call);
  }

  @Post('disable')
  @HttpCode(204)
  @RateLimit(TWO_FACTOR_CHANGES)
  @Answers({
    204: 'Off: sign-in asks for the password only; the recovery codes are void',
    400: 'CURRENT_PASSWORD_INCORRECT (naming password) or TWO_FACTOR_CODE_INCORRECT (naming code)',
    409: `TWO_FACTOR_NOT_ENABLED: "${TWO_FACTOR_MESSAGES.notEnabled}"`,
  })
  async disable(@Body() command: DisableTwoFactorCommand, @Call() call: CallContext): Promise<void> {
    await this.services.send(IDENTITY_PATTERNS.twoFactorDisable, command, call);
  }
}
