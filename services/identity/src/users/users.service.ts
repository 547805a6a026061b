import { Injectable } from '@nestjs/common';
import type { RequestContext } from '@ped/contracts';
import {
  IDENTITY_SUBJECTS,
  type AuthenticatedDto,
  type EmailSignInCommand,
  type UserRegisteredEvent,
} from '@ped/contracts/identity';
import { OutboxService } from '@ped/nest-kit';
import type { EntityManager } from 'typeorm';
import { authenticatedUser } from '../accounts/auth-user.util.js';
import { invalidCredentials } from '../accounts/accounts.exception.js';
import { EmailAccountsService, type NewEmailAccount } from '../accounts/email-accounts.service.js';
import { User } from './user.entity.js';

/** Exporter accounts: created by a confirmed sign-up, signed in with e-mail and password. */
@Injectable()
export class UsersService {
  constructor(
    private readonly accounts: EmailAccountsService,
    private readonly outbox: OutboxService,
  ) {}

  /** The account of a confirmed sign-up, in its transaction. */
  async create(
    ctx: RequestContext,
    manager: EntityManager,
    account: NewEmailAccount,
  ): Promise<AuthenticatedDto> {
    const user = await manager.save(User, manager.create(User, account));
    const event: UserRegisteredEvent = { userId: user.id, email: user.email, role: user.role };
    await this.outbox.add(manager, IDENTITY_SUBJECTS.userRegistered, event, ctx.principal);
    return authenticatedUser(user);
  }

  /** A removed exporter's account signs in no more: the same answer as a wrong password. */
  async login(_ctx: RequestContext, command: EmailSignInCommand): Promise<AuthenticatedDto> {
    const user = await this.accounts.signIn(User, command);
    if (user.disabledAt) throw invalidCredentials();
    return authenticatedUser(user);
  }
}
