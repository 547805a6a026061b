import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CompleteBuyerProfileCommand,
  EmailSignInCommand,
  EmailSignUpCommand,
  IDENTITY_PATTERNS,
  type BuyerProfileDto,
  type SignInResultDto,
  type SignUpAcceptedDto,
} from '@ped/contracts/identity';
import { BuyerProfileSchema } from '@ped/contracts/responses';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { RATE_LIMITS, SIGN_IN_THROTTLES } from '../../rate-limit/rate-limit.constants.js';
import { RateLimit } from '../../rate-limit/rate-limit.guard.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { AuthSessionService } from '../../auth/auth-session.service.js';
import { Public, SignedIn } from '../../auth/auth.decorators.js';
import { ApiSignIn, ApiSignUp } from '../auth/auth.openapi.js';
import { SignInService } from '../../auth/sign-in.service.js';

/** Buyer accounts: sign-in (and a confirmed sign-up) lead to the registration wizard (spec). */
const AFTER_SIGN_IN = '/buyer-registration';

@ApiTags('buyer')
@Controller('buyer')
export class BuyerAuthController {
  constructor(
    private readonly services: ServiceClient,
    private readonly signIns: SignInService,
    private readonly sessions: AuthSessionService,
  ) {}

  @Post('login')
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
      pattern: IDENTITY_PATTERNS.buyerLogin,
      data: command,
      call,
      request,
      reply,
      throttle: { policy: SIGN_IN_THROTTLES.signIn, account: command.email },
      redirectTo: AFTER_SIGN_IN,
    });
  }

  /** A link to confirm the address is mailed; opening it creates the account (POST /api/auth/confirm-email). */
  @Post('register')
  @Public()
  @RateLimit(RATE_LIMITS.signUp)
  @HttpCode(202)
  @ApiSignUp()
  register(@Body() command: EmailSignUpCommand, @Call() call: CallContext): Promise<SignUpAcceptedDto> {
    return this.services.send(IDENTITY_PATTERNS.buyerRegister, command, call);
  }

  /** Idempotent: ends this browser's session if there is one. */
  @Post('logout')
  @Public()
  @HttpCode(204)
  @Answers({ 204: 'Signed out (or was not signed in)' })
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.sessions.end(request, reply);
  }

  @Get('profile')
  @SignedIn('buyer')
  @Answers({ 200: { description: 'The buyer’s profile', schema: BuyerProfileSchema } })
  profile(@Call() call: CallContext): Promise<BuyerProfileDto> {
    return this.services.send(IDENTITY_PATTERNS.buyerProfileGet, {}, call);
  }

  @Post('complete-profile')
  @SignedIn('buyer')
  @HttpCode(200)
  @Answers({ 200: { description: 'The completed profile', schema: BuyerProfileSchema } })
  completeProfile(
    @Body() command: CompleteBuyerProfileCommand,
    @Call() call: CallContext,
  ): Promise<BuyerProfileDto> {
    return this.services.send(IDENTITY_PATTERNS.buyerProfileComplete, command, call);
  }
}
