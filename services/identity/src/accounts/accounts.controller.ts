import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  AdminSignInCommand,
  ChangePasswordCommand,
  CompleteBuyerProfileCommand,
  EmailSignInCommand,
  EmailSignUpCommand,
  IDENTITY_PATTERNS,
  type AuthenticatedDto,
  type BuyerProfileDto,
} from '@ped/contracts/identity';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { AdminsService } from '../admins/admins.service.js';
import { BuyerProfileService } from '../buyers/buyer-profile.service.js';
import { BuyersService } from '../buyers/buyers.service.js';
import { PrincipalService } from '../principal/principal.service.js';
import { UsersService } from '../users/users.service.js';

/** Every identity pattern: its request context and validated data, one service call (which checks the caller). */
@Controller()
export class AccountsController {
  constructor(
    private readonly users: UsersService,
    private readonly buyers: BuyersService,
    private readonly buyerProfiles: BuyerProfileService,
    private readonly admins: AdminsService,
    private readonly principals: PrincipalService,
  ) {}

  @MessagePattern(IDENTITY_PATTERNS.userRegister)
  userRegister(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: EmailSignUpCommand,
  ): Promise<AuthenticatedDto> {
    return this.users.register(ctx, command);
  }

  @MessagePattern(IDENTITY_PATTERNS.userLogin)
  userLogin(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: EmailSignInCommand,
  ): Promise<AuthenticatedDto> {
    return this.users.login(ctx, command);
  }

  @MessagePattern(IDENTITY_PATTERNS.buyerRegister)
  buyerRegister(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: EmailSignUpCommand,
  ): Promise<AuthenticatedDto> {
    return this.buyers.register(ctx, command);
  }

  @MessagePattern(IDENTITY_PATTERNS.buyerLogin)
  buyerLogin(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: EmailSignInCommand,
  ): Promise<AuthenticatedDto> {
    return this.buyers.login(ctx, command);
  }

  /** Where the sign-in came from is the gateway's word (`ctx.client`), never the request body's. */
  @MessagePattern(IDENTITY_PATTERNS.adminLogin)
  adminLogin(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: AdminSignInCommand,
  ): Promise<AuthenticatedDto> {
    return this.admins.login(ctx, command);
  }

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

  @MessagePattern(IDENTITY_PATTERNS.buyerProfileGet)
  buyerProfile(@RequestCtx() ctx: RequestContext): Promise<BuyerProfileDto> {
    return this.buyerProfiles.get(ctx);
  }

  @MessagePattern(IDENTITY_PATTERNS.buyerProfileComplete)
  completeBuyerProfile(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: CompleteBuyerProfileCommand,
  ): Promise<BuyerProfileDto> {
    return this.buyerProfiles.complete(ctx, command);
  }
}
