import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import {
  IDENTITY_SUBJECTS,
  type AuthenticatedDto,
  type BuyerRegisteredEvent,
  type EmailSignInCommand,
} from '@ped/contracts/identity';
import { OutboxService } from '@ped/nest-kit';
import type { EntityManager, Repository } from 'typeorm';
import { authenticatedBuyer } from '../accounts/auth-user.util.js';
import { EmailAccountsService, type NewEmailAccount } from '../accounts/email-accounts.service.js';
import { BuyerProfile } from './buyer-profile.entity.js';
import { BuyerUser } from './buyer-user.entity.js';

/** Buyer accounts: created by a confirmed sign-up, signed in separately from exporter accounts. */
@Injectable()
export class BuyersService {
  constructor(
    @InjectRepository(BuyerUser) private readonly buyers: Repository<BuyerUser>,
    @InjectRepository(BuyerProfile) private readonly profiles: Repository<BuyerProfile>,
    private readonly accounts: EmailAccountsService,
    private readonly outbox: OutboxService,
  ) {}

  /** The account of a confirmed sign-up, in its transaction (the confirmation signs it in). */
  async create(
    ctx: RequestContext,
    manager: EntityManager,
    account: NewEmailAccount,
  ): Promise<AuthenticatedDto> {
    const buyer = await manager.save(
      BuyerUser,
      manager.create(BuyerUser, { ...account, lastLoginAt: new Date() }),
    );
    const event: BuyerRegisteredEvent = { buyerUserId: buyer.id, email: buyer.email };
    await this.outbox.add(manager, IDENTITY_SUBJECTS.buyerRegistered, event, ctx.principal);
    return authenticatedBuyer(buyer, false);
  }

  async login(_ctx: RequestContext, command: EmailSignInCommand): Promise<AuthenticatedDto> {
    const buyer = await this.accounts.signIn(BuyerUser, command);
    await this.buyers.update(buyer.id, { lastLoginAt: new Date() });
    return authenticatedBuyer(buyer, await this.hasProfile(buyer.id));
  }

  hasProfile(buyerUserId: number): Promise<boolean> {
    return this.profiles.existsBy({ buyerUserId });
  }
}
