import { Injectable } from '@nestjs/common';
import type { RequestContext } from '@ped/contracts';
import {
  IDENTITY_SUBJECTS,
  type AuthenticatedDto,
  type EmailSignInCommand,
  type EmailSignUpCommand,
  type UserRegisteredEvent,
} from '@ped/contracts/identity';
import { OutboxService } from '@ped/nest-kit';
import { authenticatedUser } from '../accounts/auth-user.util.js';
import { EmailAccountsService } from '../accounts/email-accounts.service.js';
import { User } from './user.entity.js';

/** Exporter accounts: sign-up and sign-in with e-mail and password. */
@Injectable()
export class UsersService {
  constructor(
    private readonly accounts: EmailAccountsService,
    private readonly outbox: OutboxService,
  ) {}

  async register(ctx: RequestContext, command: EmailSignUpCommand): Promise<AuthenticatedDto> {
    const user = await this.accounts.register(User, command, {}, async (manager, created) => {
      const event: UserRegisteredEvent = { userId: created.id, email: created.email, role: created.role };
      await this.outbox.add(manager, IDENTITY_SUBJECTS.userRegistered, event, ctx.principal);
    });
    return authenticatedUser(user);
  }

  async login(_ctx: RequestContext, command: EmailSignInCommand): Promise<AuthenticatedDto> {
    return authenticatedUser(await this.accounts.signIn(User, command));
  }
}
