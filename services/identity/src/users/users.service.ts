import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  IDENTITY_SUBJECTS,
  type AuthenticatedDto,
  type EmailSignInCommand,
  type EmailSignUpCommand,
  type UserRegisteredEvent,
} from '@ped/contracts/identity';
import type { RequestContext } from '@ped/contracts';
import { isUniqueViolation, OutboxService } from '@ped/nest-kit';
import { DataSource, Repository } from 'typeorm';
import { emailTaken, invalidCredentials } from '../accounts/accounts.constants.js';
import { authenticatedUser } from '../accounts/auth-user.util.js';
import { PasswordService } from '../passwords/password.service.js';
import { User } from './user.entity.js';

/** Exporter accounts: sign-up and sign-in with e-mail and password. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordService,
    private readonly outbox: OutboxService,
  ) {}

  async register(_ctx: RequestContext, command: EmailSignUpCommand): Promise<AuthenticatedDto> {
    this.passwords.assertAcceptable(command.password);
    const passwordHash = await this.passwords.hash(command.password);
    const user = await this.dataSource
      .transaction(async (manager) => {
        if (await manager.existsBy(User, { email: command.email })) throw emailTaken();
        const created = await manager.save(
          manager.create(User, {
            email: command.email,
            passwordHash,
            firstName: command.firstName,
            lastName: command.lastName,
          }),
        );
        const event: UserRegisteredEvent = { userId: created.id, email: created.email, role: created.role };
        await this.outbox.add(manager, IDENTITY_SUBJECTS.userRegistered, event);
        return created;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
    return authenticatedUser(user);
  }

  async login(_ctx: RequestContext, command: EmailSignInCommand): Promise<AuthenticatedDto> {
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email: command.email })
      .getOne();
    if (!(await this.passwords.verify(user?.passwordHash, command.password)) || !user)
      throw invalidCredentials();
    return authenticatedUser(user);
  }
}
