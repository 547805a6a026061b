import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { ClientInfo, Principal } from '@ped/contracts';
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
import { Caller, RequestData, requirePrincipal } from '@ped/nest-kit';
import { AdminsService } from '../admins/admins.service.js';
import { BuyerProfileService } from '../buyers/buyer-profile.service.js';
import { BuyersService } from '../buyers/buyers.service.js';
import { PrincipalService } from '../principal/principal.service.js';
import { UsersService } from '../users/users.service.js';

/** Every identity pattern: one line each, the checks of who may call it, one service call. */
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
  userRegister(@RequestData() command: EmailSignUpCommand): Promise<AuthenticatedDto> {
    return this.users.register(command);
  }

  @MessagePattern(IDENTITY_PATTERNS.userLogin)
  userLogin(@RequestData() command: EmailSignInCommand): Promise<AuthenticatedDto> {
    return this.users.login(command);
  }

  @MessagePattern(IDENTITY_PATTERNS.buyerRegister)
  buyerRegister(@RequestData() command: EmailSignUpCommand): Promise<AuthenticatedDto> {
    return this.buyers.register(command);
  }

  @MessagePattern(IDENTITY_PATTERNS.buyerLogin)
  buyerLogin(@RequestData() command: EmailSignInCommand): Promise<AuthenticatedDto> {
    return this.buyers.login(command);
  }

  /** Where the sign-in came from is the gateway's word (`client`), never the request body's. */
  @MessagePattern(IDENTITY_PATTERNS.adminLogin)
  adminLogin(
    @RequestData() command: AdminSignInCommand,
    @Payload('client') client?: ClientInfo,
  ): Promise<AuthenticatedDto> {
    return this.admins.login(command, { ipAddress: client?.ip ?? '', userAgent: client?.userAgent ?? '' });
  }

  @MessagePattern(IDENTITY_PATTERNS.principalGet)
  current(@Caller() caller?: Principal): Promise<AuthenticatedDto> {
    return this.principals.current(requirePrincipal(caller));
  }

  @MessagePattern(IDENTITY_PATTERNS.passwordChange)
  changePassword(
    @RequestData() command: ChangePasswordCommand,
    @Caller() caller?: Principal,
  ): Promise<AuthenticatedDto> {
    return this.principals.changePassword(requirePrincipal(caller), command);
  }

  @MessagePattern(IDENTITY_PATTERNS.buyerProfileGet)
  buyerProfile(@Caller() caller?: Principal): Promise<BuyerProfileDto> {
    return this.buyerProfiles.get(requirePrincipal(caller, ['buyer']));
  }

  @MessagePattern(IDENTITY_PATTERNS.buyerProfileComplete)
  completeBuyerProfile(
    @RequestData() command: CompleteBuyerProfileCommand,
    @Caller() caller?: Principal,
  ): Promise<BuyerProfileDto> {
    return this.buyerProfiles.complete(requirePrincipal(caller, ['buyer']), command);
  }
}
