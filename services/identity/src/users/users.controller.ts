import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import { EmailSignInCommand, IDENTITY_PATTERNS, type AuthenticatedDto } from '@ped/contracts/identity';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { UsersService } from './users.service.js';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(IDENTITY_PATTERNS.userLogin)
  login(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: EmailSignInCommand,
  ): Promise<AuthenticatedDto> {
    return this.users.login(ctx, command);
  }
}
