import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import { ChangePasswordCommand, IDENTITY_PATTERNS, type AuthenticatedDto } from '@ped/contracts/identity';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { PrincipalService } from './principal.service.js';

/** What any signed-in caller does with its own account, whatever its kind. */
@Controller()
export class PrincipalController {
  constructor(private readonly principals: PrincipalService) {}

  @MessagePattern(IDENTITY_PATTERNS.principalGet)
  current(@RequestCtx() ctx: RequestContext): Promise<AuthenticatedDto> {
    return this.principals.current(ctx);
  }

  @MessagePattern(IDENTITY_PATTERNS.passwordChange)
  changePassword(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: ChangePasswordCommand,
  ): Promise<AuthenticatedDto> {
    return this.principals.changePassword(ctx, command);
  }
}
