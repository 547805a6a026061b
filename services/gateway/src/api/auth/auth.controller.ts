import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiSecurity, ApiTags } from '@nestjs/swagger';
import {
  ChangePasswordCommand,
  ConfirmSignUpCommand,
  EmailSignInCommand,
  EmailSignUpCommand,
  IDENTITY_PATTERNS,
  type AuthenticatedDto,
  type AuthUserDto,
  type ChangePasswordResultDto,
  type RefreshResultDto,
  type SignInResultDto,
  type SignUpAcceptedDto,
} from '@ped/contracts/identity';
import { AuthUserSchema, ChangePasswordResultSchema, RefreshResultSchema } from '@ped/contracts/responses';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GatewayConfig } from '../../config/gateway.config.js';
import { Answers } from '../../openapi/answers.js';
import { SECURITY_SCHEMES } from '../../openapi/security.js';
import { Call } from '../../http/call-context.decorator.js';
import { RATE_LIMITS, SIGN_IN_THROTTLES } from '../../rate-limit/rate-limit.constants.js';
import { RateLimit } from '../../rate-limit/rate-limit.guard.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { AuthSessionService } from '../../auth/auth-session.service.js';
import { Public, SignedInPasswordChangeAllowed } from '../../auth/auth.decorators.js';
import { ApiSignIn, ApiSignUp } from './auth.openapi.js';
import { RefreshTokenCommand } from '../../auth/refresh-token.dto.js';
import { SignInService } from '../../auth/sign-in.service.js';

/** The shell's page that asks a visitor sent to /api/logout by another site whether to sign out. */
export const SIGN_OUT_CONFIRM_PATH = '/sign-out';

/** Only same-site paths: never an absolute URL an attacker could send a user to. */
export function safeReturnTo(value: unknown, fallback = '/dashboard'): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : fallback;
}

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly services: ServiceClient,
    private readonly signIns: SignInService,
    private readonly sessions: AuthSessionService,
    config: GatewayConfig,
  ) {
    this.publicOrigin = new URL(config.PUBLIC_ORIGIN).origin;
  }

  private readonly publicOrigin: string;

  @Get('auth/user')
  @SignedInPasswordChangeAllowed()
  @Answers({
    200: { description: 'The signed-in user, buyer or admin', schema: AuthUserSchema },
    401: 'Unauthorized',
  })
  async user(@Call() call: CallContext): Promise<AuthUserDto> {
    return (await this.services.send<AuthenticatedDto>(IDENTITY_PATTERNS.principalGet, {}, call)).user;
  }

  /** Exporter accounts sign in with e-mail and password. */
  @Post('auth/login')
  @Public()
  @HttpCode(200)
  @ApiSignIn(200)
  login(
    @Body() command: EmailSignInCommand,
    @Call() call: CallContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignInResultDto> {
    return this.signIns.signIn({
      pattern: IDENTITY_PATTERNS.userLogin,
      data: command,
      call,
      request,
      reply,
      throttle: { policy: SIGN_IN_THROTTLES.signIn, account: command.email },
    });
  }

  /** Exporter accounts sign up: a link to confirm the address is mailed; it creates the account. */
  @Post('auth/register')
  @Public()
  @RateLimit(RATE_LIMITS.signUp)
  @HttpCode(202)
  @ApiSignUp()
  register(@Body() command: EmailSignUpCommand, @Call() call: CallContext): Promise<SignUpAcceptedDto> {
    return this.services.send(IDENTITY_PATTERNS.userRegister, command, call);
  }

  /**
   * The link a sign-up mailed (either kind): creates the account and signs it in. A buyer goes on to the
   * registration wizard (spec), an exporter account to its dashboard.
   */
  @Post('auth/confirm-email')
  @Public()
  @RateLimit(RATE_LIMITS.passwordLink)
  @HttpCode(200)
  @ApiSignIn(200, {
    404: 'No such link (SIGN_UP_LINK_UNKNOWN)',
    410: 'Used already (SIGN_UP_LINK_USED) or expired (SIGN_UP_LINK_EXPIRED)',
    409: 'The address got an account meanwhile (EMAIL_TAKEN)',
  })
  async confirmEmail(
    @Body() command: ConfirmSignUpCommand,
    @Call() call: CallContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignInResultDto> {
    return this.signIns.signIn({
      pattern: IDENTITY_PATTERNS.signUpConfirm,
      data: command,
      call,
      request,
      reply,
      // A buyer completes the profile wizard first, which then leads on to where the buyer was headed.
      redirectTo: ({ principal, returnTo }) =>
        principal.kind === 'buyer'
          ? `/buyer-registration${returnTo ? `?${new URLSearchParams({ returnTo })}` : ''}`
          : (returnTo ?? '/dashboard'),
    });
  }

  /** Rotates the refresh token (cookie, or `refreshToken` in the body for API clients). */
  @Post('auth/refresh')
  @Public()
  @HttpCode(200)
  // Nothing but the token in the body, or the refresh cookie.
  @ApiCookieAuth(SECURITY_SCHEMES.refreshCookie)
  @ApiSecurity({})
  @ApiBody({ type: RefreshTokenCommand, required: false })
  @Answers({
    200: { description: 'Rotated', schema: RefreshResultSchema },
    401: 'No valid refresh token: sign in again',
  })
  async refresh(
    @Body() command: RefreshTokenCommand,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RefreshResultDto> {
    const refreshed = await this.sessions.refresh(request, reply, command.refreshToken);
    if (!refreshed) throw this.sessions.unauthorized();
    return command.refreshToken
      ? { accessToken: refreshed.accessToken, refreshToken: refreshed.refreshToken }
      : {};
  }

  /** Any kind; the admin's forced first change comes here too. Every other session of the account ends. */
  @Post('auth/change-password')
  @SignedInPasswordChangeAllowed()
  @RateLimit(RATE_LIMITS.passwordChange)
  @HttpCode(200)
  @Answers({
    200: {
      description: 'Changed; every other session of the account has ended',
      schema: ChangePasswordResultSchema,
    },
  })
  async changePassword(
    @Body() command: ChangePasswordCommand,
    @Call() call: CallContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChangePasswordResultDto> {
    const { principal, user } = await this.services.send<AuthenticatedDto>(
      IDENTITY_PATTERNS.passwordChange,
      command,
      call,
    );
    await this.sessions.restart(principal, reply);
    return { user, ...(principal.kind === 'admin' ? { redirectTo: '/admin' } : {}) };
  }

  /** Full-page navigation: the shell's sign-in page, where the visitor chooses buyer or exporter sign-in. */
  @Get('login')
  @Public()
  login302(@Query('returnTo') returnTo: string | undefined, @Res() reply: FastifyReply): void {
    const target = safeReturnTo(returnTo, '');
    void reply.redirect(target ? `/sign-in?returnTo=${encodeURIComponent(target)}` : '/sign-in', 302);
  }

  /**
   * Full-page navigation: ends the session and goes home. Only a navigation from our own pages (or one
   * the user typed) signs out; another site linking here gets the shell's page that asks to confirm.
   */
  @Get('logout')
  @Public()
  async logout(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!this.isOwnNavigation(request)) {
      void reply.redirect(SIGN_OUT_CONFIRM_PATH, 302);
      return;
    }
    await this.sessions.end(request, reply);
    void reply.redirect('/', 302);
  }

  private isOwnNavigation(request: FastifyRequest): boolean {
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined) return site === 'same-origin' || site === 'none';
    // Browsers without Fetch Metadata: a Referer from our own origin.
    const referer = request.headers.referer;
    return referer !== undefined && URL.parse(referer)?.origin === this.publicOrigin;
  }
}
