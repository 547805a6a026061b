import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
import {
  PasswordLinkSchema,
  PasswordLinkUsedSchema,
  PasswordResetAcceptedSchema,
} from '@ped/contracts/responses';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { RATE_LIMITS } from '../../rate-limit/rate-limit.constants.js';
import { RateLimit } from '../../rate-limit/rate-limit.guard.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { Public } from '../../auth/auth.decorators.js';
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
  @Answers({
    202: {
      description: 'Asked for; a link is mailed if an account of that kind has the address',
      schema: PasswordResetAcceptedSchema,
    },
    400: 'Not an e-mail address, or an unknown kind',
    429: 'Too many requests from this address',
  })
  requestReset(
    @Body() command: PasswordResetCommand,
    @Call() call: CallContext,
  ): Promise<PasswordResetAcceptedDto> {
    return this.services.send(IDENTITY_PATTERNS.passwordLinkRequest, command, call);
  }

  @Get('password-link')
  @RateLimit(RATE_LIMITS.passwordLink)
  @Answers({
    200: { description: 'What the link is for, and the account’s e-mail', schema: PasswordLinkSchema },
    404: 'No such link (PASSWORD_LINK_UNKNOWN)',
    410: USED_OR_EXPIRED,
  })
  check(@Query() query: PasswordLinkQuery, @Call() call: CallContext): Promise<PasswordLinkDto> {
    return this.services.send(IDENTITY_PATTERNS.passwordLinkCheck, query, call);
  }

  /** Sets the password and uses the link; every session of the account ends (the person signs in anew). */
  @Post('password-link')
  @RateLimit(RATE_LIMITS.passwordLink)
  @HttpCode(200)
  @Answers({
    200: { description: 'Password set; sign in with it', schema: PasswordLinkUsedSchema },
    400: 'The password breaks the sign-up rules (too short or too common), or for an admin credential the console’s (ADMIN_PASSWORD_TOO_SHORT)',
    404: 'No such link (PASSWORD_LINK_UNKNOWN)',
    410: USED_OR_EXPIRED,
  })
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
