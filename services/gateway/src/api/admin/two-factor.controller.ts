import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  DisableTwoFactorCommand,
  EnableTwoFactorCommand,
  IDENTITY_PATTERNS,
  type TwoFactorRecoveryCodesDto,
  type TwoFactorSetupDto,
  type TwoFactorStatusDto,
} from '@ped/contracts/identity';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES } from '@ped/contracts/options';
import { Call } from '../../http/call-context.decorator.js';
import { RateLimit } from '../../rate-limit/rate-limit.guard.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { TWO_FACTOR_CHANGES } from '../../auth/auth.constants.js';
import { SignedIn } from '../../auth/auth.decorators.js';

const statusSchema = {
  type: 'object',
  required: ['enabled', 'recoveryCodesLeft'],
  properties: { enabled: { type: 'boolean' }, recoveryCodesLeft: { type: 'integer' } },
} as const;

const setupSchema = {
  type: 'object',
  required: ['secret', 'otpauthUrl', 'qrDataUrl'],
  properties: {
    secret: { type: 'string', description: 'Base32, to type into an authenticator app' },
    otpauthUrl: { type: 'string' },
    qrDataUrl: { type: 'string', description: 'The otpauth URL as a PNG data URL' },
  },
} as const;

const recoveryCodesSchema = {
  type: 'object',
  required: ['recoveryCodes'],
  properties: {
    recoveryCodes: {
      type: 'array',
      items: { type: 'string' },
      description: `${RECOVERY_CODE_COUNT} codes, each usable once instead of an authenticator code; shown only now`,
    },
  },
} as const;

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
  @RouteSchema({ response: { 200: statusSchema } })
  @ApiOkResponse({ description: 'Whether sign-in asks for a code', schema: statusSchema as object })
  status(@Call() call: CallContext): Promise<TwoFactorStatusDto> {
    return this.services.send(IDENTITY_PATTERNS.twoFactorStatus, {}, call);
  }

  @Post('setup')
  @HttpCode(200)
  @RouteSchema({ response: { 200: setupSchema } })
  @ApiOkResponse({
    description: 'A new secret; sign-in does not ask for it until a code confirms it (enable)',
    schema: setupSchema as object,
  })
  @ApiConflictResponse({ description: `TWO_FACTOR_ALREADY_ENABLED: "${TWO_FACTOR_MESSAGES.alreadyEnabled}"` })
  setup(@Call() call: CallContext): Promise<TwoFactorSetupDto> {
    return this.services.send(IDENTITY_PATTERNS.twoFactorSetup, {}, call);
  }

  @Post('enable')
  @HttpCode(200)
  @RateLimit(TWO_FACTOR_CHANGES)
  @RouteSchema({ response: { 200: recoveryCodesSchema } })
  @ApiOkResponse({
    description: 'On: sign-in asks for a code from now on',
    schema: recoveryCodesSchema as object,
  })
  @ApiBadRequestResponse({
    description: `TWO_FACTOR_CODE_INCORRECT (naming code): "${TWO_FACTOR_MESSAGES.codeIncorrect}"`,
  })
  @ApiConflictResponse({
    description: 'TWO_FACTOR_NOT_PENDING (no setup waiting) or TWO_FACTOR_ALREADY_ENABLED',
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
  @ApiNoContentResponse({
    description: 'Off: sign-in asks for the password only; the recovery codes are void',
  })
  @ApiBadRequestResponse({
    description: 'CURRENT_PASSWORD_INCORRECT (naming password) or TWO_FACTOR_CODE_INCORRECT (naming code)',
  })
  @ApiConflictResponse({ description: `TWO_FACTOR_NOT_ENABLED: "${TWO_FACTOR_MESSAGES.notEnabled}"` })
  async disable(@Body() command: DisableTwoFactorCommand, @Call() call: CallContext): Promise<void> {
    await this.services.send(IDENTITY_PATTERNS.twoFactorDisable, command, call);
  }
}
