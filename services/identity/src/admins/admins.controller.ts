import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import { AdminSignInCommand, IDENTITY_PATTERNS, type AuthenticatedDto } from '@ped/contracts/identity';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { AdminsService } from './admins.service.js';

@Controller()
export class AdminsController {
  constructor(private readonly admins: AdminsService) {}

  /** Where the sign-in came from is the gateway's word (`ctx.client`), never the request body's. */
  @MessagePattern(IDENTITY_PATTERNS.adminLogin)
  login(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: AdminSignInCommand,
  ): Promise<AuthenticatedDto> {
    return this.admins.login(ctx, command);
  }
}
