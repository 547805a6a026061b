import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  IDENTITY_SUBJECTS,
  type AuthenticatedDto,
  type BuyerRegisteredEvent,
  type EmailSignInCommand,
  type EmailSignUpCommand,
} from '@ped/contracts/identity';
import type { RequestContext } from '@ped/contracts';
import { isUniqueViolation, OutboxService } from '@ped/nest-kit';
import { DataSource, Repository } from 'typeorm';
import { emailTaken, invalidCredentials } from '../accounts/accounts.constants.js';
import { authenticatedBuyer } from '../accounts/auth-user.util.js';
import { PasswordService } from '../passwords/password.service.js';
import { BuyerProfile } from './buyer-profile.entity.js';
import { BuyerUser } from './buyer-user.entity.js';

/** Buyer accounts: their own sign-up and sign-in, separate from exporter accounts. */
@Injectable()
export class BuyersService {
  constructor(
    @InjectRepository(BuyerUser) private readonly buyers: Repository<BuyerUser>,
    @InjectRepository(BuyerProfile) private readonly profiles: Repository<BuyerProfile>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordService,
    private readonly outbox: OutboxService,
  ) {}

  async register(_ctx: RequestContext, command: EmailSignUpCommand): Promise<AuthenticatedDto> {
    this.passwords.assertAcceptable(command.password);
    const passwordHash = await this.passwords.hash(command.password);
    const buyer = await this.dataSource
      .transaction(async (manager) => {
        if (await manager.existsBy(BuyerUser, { email: command.email })) throw emailTaken();
        const created = await manager.save(
          manager.create(BuyerUser, {
            email: command.email,
            passwordHash,
            firstName: command.firstName,
            lastName: command.lastName,
            lastLoginAt: new Date(),
          }),
        );
        const event: BuyerRegisteredEvent = { buyerUserId: created.id, email: created.email };
        await this.outbox.add(manager, IDENTITY_SUBJECTS.buyerRegistered, event);
        return created;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
    return authenticatedBuyer(buyer, false);
  }

  async login(_ctx: RequestContext, command: EmailSignInCommand): Promise<AuthenticatedDto> {
    const buyer = await this.buyers
      .createQueryBuilder('buyer')
      .addSelect('buyer.passwordHash')
      .where('buyer.email = :email', { email: command.email })
      .getOne();
    if (!(await this.passwords.verify(buyer?.passwordHash, command.password)) || !buyer)
      throw invalidCredentials();
    await this.buyers.update(buyer.id, { lastLoginAt: new Date() });
    return authenticatedBuyer(buyer, await this.hasProfile(buyer.id));
  }

  hasProfile(buyerUserId: number): Promise<boolean> {
    return this.profiles.existsBy({ buyerUserId });
  }
}
