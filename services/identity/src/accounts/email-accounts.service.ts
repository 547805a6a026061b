import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EmailSignInCommand, EmailSignUpCommand } from '@ped/contracts/identity';
import { isUniqueViolation } from '@ped/nest-kit';
import { DataSource, type DeepPartial, type EntityManager, type EntityTarget } from 'typeorm';
import { PasswordService } from '../passwords/password.service.js';
import { emailTaken, invalidCredentials } from './accounts.exception.js';

/** What exporter users and buyers have in common: an e-mail and a password hash (not selected by default). */
export interface EmailAccount {
  id: number;
  email: string;
  passwordHash: string | null;
}

/**
 * Sign-up and sign-in with e-mail and password, once for every kind of account that has them
 * (users, buyers): each kind adds its own columns and its event.
 */
@Injectable()
export class EmailAccountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordService,
  ) {}

  /**
   * Creates the account, refusing a common password or a taken e-mail; `recorded` writes its event in
   * the same transaction.
   */
  async register<E extends EmailAccount>(
    entity: EntityTarget<E>,
    command: EmailSignUpCommand,
    columns: DeepPartial<E>,
    recorded: (manager: EntityManager, account: E) => Promise<void>,
  ): Promise<E> {
    this.passwords.assertAcceptable(command.password);
    const passwordHash = await this.passwords.hash(command.password);
    return this.dataSource
      .transaction(async (manager) => {
        if (await manager.existsBy(entity, { email: command.email } as never)) throw emailTaken();
        const account = await manager.save(
          entity,
          manager.create(entity, {
            ...columns,
            email: command.email,
            passwordHash,
            firstName: command.firstName,
            lastName: command.lastName,
          } as DeepPartial<E>),
        );
        await recorded(manager, account);
        return account;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
  }

  /** The account the e-mail and password name; the same INVALID_CREDENTIALS, in the same time, otherwise. */
  async signIn<E extends EmailAccount>(entity: EntityTarget<E>, command: EmailSignInCommand): Promise<E> {
    const account = await this.dataSource
      .getRepository(entity)
      .createQueryBuilder('account')
      .addSelect('account.passwordHash')
      .where('account.email = :email', { email: command.email })
      .getOne();
    if (!(await this.passwords.verify(account?.passwordHash, command.password)) || !account) {
      throw invalidCredentials();
    }
    return account;
  }
}
