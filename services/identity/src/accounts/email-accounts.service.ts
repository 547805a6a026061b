import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EmailSignInCommand } from '@ped/contracts/identity';
import { DataSource, type EntityTarget } from 'typeorm';
import { PasswordService } from '../passwords/password.service.js';
import { invalidCredentials } from './accounts.exception.js';

/** What exporter users and buyers have in common: an e-mail and a password hash (not selected by default). */
export interface EmailAccount {
  id: number;
  email: string;
  passwordHash: string | null;
}

/** What a confirmed sign-up creates an account from (the hash of the password chosen at sign-up). */
export interface NewEmailAccount {
  email: string;
  firstName: string | null;
  lastName: string | null;
  passwordHash: string;
}

/** Sign-in with e-mail and password, once for every kind of account that has them (users, buyers). */
@Injectable()
export class EmailAccountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordService,
  ) {}

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
