import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  ConfirmSignUpCommand,
  EmailSignUpCommand,
  IDENTITY_PATTERNS,
  type AuthenticatedDto,
  type SignUpAcceptedDto,
} from '@ped/contracts/identity';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { SignUpsService } from './sign-ups.service.js';

@Controller()
export class SignUpsController {
  constructor(private readonly signUps: SignUpsService) {}

  @MessagePattern(IDENTITY_PATTERNS.userRegister)
  registerUser(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: EmailSignUpCommand,
  ): Promise<SignUpAcceptedDto> {
    return this.signUps.register(ctx, 'user', command);
  }

  @MessagePattern(IDENTITY_PATTERNS.buyerRegister)
  registerBuyer(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: EmailSignUpCommand,
  ): Promise<SignUpAcceptedDto> {
    return this.signUps.register(ctx, 'buyer', command);
  }

  @MessagePattern(IDENTITY_PATTERNS.signUpConfirm)
  confirm(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: ConfirmSignUpCommand,
  ): Promise<AuthenticatedDto> {
    return this.signUps.confirm(ctx, command);
  }
}
