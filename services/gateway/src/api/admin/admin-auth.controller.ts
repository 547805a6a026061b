import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminSignInCommand, IDENTITY_PATTERNS, type SignInResultDto } from '@ped/contracts/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Call } from '../../http/call-context.decorator.js';
import { SIGN_IN_THROTTLES } from '../../rate-limit/rate-limit.constants.js';
import type { CallContext } from '../../services/service-client.js';
import { Public } from '../../auth/auth.decorators.js';
import { ApiSignIn } from '../auth/auth.openapi.js';
import { SignInService } from '../../auth/sign-in.service.js';

@ApiTags('admin')
@Controller('admin')
export class AdminAuthController {
  constructor(private readonly signIns: SignInService) {}

  /**
   * The admin console; an admin with the first password is told to change it (user.mustChangePassword).
   * With two-factor on, the same call carries `code` or `recoveryCode`: without one, 401
   * TWO_FACTOR_REQUIRED and no session; a wrong one, 401 TWO_FACTOR_INVALID, counted like a wrong
   * password (the attempt is counted before identity answers, and only a session clears it).
   */
  @Post('login')
  @Public()
  @HttpCode(200)
  @ApiSignIn(200)
  login(
    @Body() command: AdminSignInCommand,
    @Call() call: CallContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignInResultDto> {
    return this.signIns.signIn({
      pattern: IDENTITY_PATTERNS.adminLogin,
      data: command,
      call,
      request,
      reply,
      throttle: { policy: SIGN_IN_THROTTLES.adminSignIn, account: command.username },
      redirectTo: '/admin',
    });
  }
}
