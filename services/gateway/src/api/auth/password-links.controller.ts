import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  IDENTITY_PATTERNS,
  PasswordLinkQuery,
  PasswordResetCommand,
  UsePasswordLinkCommand,
  type PasswordLinkDto,
  type PasswordLinkRedeemedDto,
  type PasswordLinkUsedDto,
  type PasswordResetAcceptedDto,
} from '@ped/contracts/identity';
import { Call } from '../../http/call-context.decorator.js';
import { RATE_LIMITS } from '../../rate-limit/rate-limit.constants.js';
import { RateLimit } from '../../rate-limit/rate-limit.guard.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { Public } from '../../auth/auth.decorators.js';
import {
  passwordLinkSchema,
  passwordLinkUsedSchema,
  passwordResetAcceptedSchema,
} from './password-links.openapi.js';
import { RefreshSessionsService } from '../../auth/refresh-sessions.service.js';

const USED_OR_EXPIRED =
  'The link was used already (PASSWORD_LINK_USED) or has expired (PASSWORD_LINK_EXPIRED)';

/**
 * "Forgot password?" and the one-time links it (or an approval) mails: exporter accounts, buyers and
 * the admin console's credentials (by the address of their linked user account).
 */
@ApiTags('auth')
@Controller('auth')
@Public()
export class PasswordLinksController {
  constructor(
    private readonly services: ServiceClient,
    private readonly refreshSessions: RefreshSessionsService,
  ) {}

  /** The same 202 whether or not the address has an account; a link is mailed only when it has. */
  @Post('password-reset')
  @RateLimit(RATE_LIMITS.passwordReset)
  @HttpCode(202)
  @RouteSchema({ response: { 202: passwordResetAcceptedSchema } })
  @ApiAcceptedResponse({
    description: 'Asked for; a link is mailed if an account of that kind has the address',
    schema: passwordResetAcceptedSchema as object,
  })
  @ApiBadRequestResponse({ description: 'Not an e-mail address, or an unknown kind' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests from this address' })
  requestReset(
    @Body() command: PasswordResetCommand,
    @Call() call: CallContext,
  ): Promise<PasswordResetAcceptedDto> {
    return this.services.send(IDENTITY_PATTERNS.passwordLinkRequest, command, call);
  }

  @Get('password-link')
  @RateLimit(RATE_LIMITS.passwordLink)
  @RouteSchema({ response: { 200: passwordLinkSchema } })
  @ApiOkResponse({
    description: 'What the link is for, and the account’s e-mail',
    schema: passwordLinkSchema as object,
  })
  @ApiNotFoundResponse({ description: 'No such link (PASSWORD_LINK_UNKNOWN)' })
  @ApiGoneResponse({ description: USED_OR_EXPIRED })
  check(@Query() query: PasswordLinkQuery, @Call() call: CallContext): Promise<PasswordLinkDto> {
    return this.services.send(IDENTITY_PATTERNS.passwordLinkCheck, query, call);
  }

  /** Sets the password and uses the link; every session of the account ends (the person signs in anew). */
  @Post('password-link')
  @RateLimit(RATE_LIMITS.passwordLink)
  @HttpCode(200)
  @RouteSchema({ response: { 200: passwordLinkUsedSchema } })
  @ApiOkResponse({ description: 'Password set; sign in with it', schema: passwordLinkUsedSchema as object })
  @ApiBadRequestResponse({
    description:
      'The password breaks the sign-up rules (too short or too common), or for an admin credential the console’s (ADMIN_PASSWORD_TOO_SHORT)',
  })
  @ApiNotFoundResponse({ description: 'No such link (PASSWORD_LINK_UNKNOWN)' })
  @ApiGoneResponse({ description: USED_OR_EXPIRED })
  async use(
    @Body() command: UsePasswordLinkCommand,
    @Call() call: CallContext,
  ): Promise<PasswordLinkUsedDto> {
    const { account, ...used } = await this.services.send<PasswordLinkRedeemedDto>(
      IDENTITY_PATTERNS.passwordLinkUse,
      command,
      call,
    );
    await this.refreshSessions.revokeAll(account);
    return used;
  }
}
