import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  IDENTITY_SUBJECTS,
  type BuyerProfileCompletedEvent,
  type BuyerProfileDto,
  type CompleteBuyerProfileCommand,
} from '@ped/contracts/identity';
import type { RequestContext } from '@ped/contracts';
import { DomainException, OutboxService, requirePrincipal } from '@ped/nest-kit';
import { DataSource, Repository } from 'typeorm';
import { BuyerProfile } from './buyer-profile.entity.js';
import { BuyerUser } from './buyer-user.entity.js';

/** The buyer's company profile from the registration wizard. */
@Injectable()
export class BuyerProfileService {
  constructor(
    @InjectRepository(BuyerProfile) private readonly profiles: Repository<BuyerProfile>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async get(ctx: RequestContext): Promise<BuyerProfileDto> {
    const buyer = requirePrincipal(ctx, ['buyer']);
    const profile = await this.profiles.findOneBy({ buyerUserId: buyer.id });
    if (!profile) throw new DomainException('BUYER_PROFILE_NOT_FOUND', 'Buyer profile not found');
    return toBuyerProfileDto(profile);
  }

  /** Creates or replaces the profile, updates the buyer's names, and records the event, in one transaction. */
  async complete(ctx: RequestContext, command: CompleteBuyerProfileCommand): Promise<BuyerProfileDto> {
    const buyer = requirePrincipal(ctx, ['buyer']);
    const buyerUserId = buyer.id;
    return this.dataSource.transaction(async (manager) => {
      const account = await manager.findOneBy(BuyerUser, { id: buyerUserId });
      if (!account) throw new DomainException('ACCOUNT_NOT_FOUND', 'Buyer account not found');
      await manager.update(BuyerUser, buyerUserId, {
        firstName: command.firstName,
        lastName: command.lastName,
      });
      const existing = await manager.findOneBy(BuyerProfile, { buyerUserId });
      const profile = await manager.save(
        manager.merge(BuyerProfile, existing ?? manager.create(BuyerProfile, { buyerUserId }), {
          companyName: command.companyName,
          businessType: command.businessType.toLowerCase(),
          industryFocus: command.industryFocus,
          country: command.country,
          city: command.city || null,
          website: command.website || null,
          phone: command.phone || null,
          address: command.address || null,
          yearEstablished: command.yearEstablished ?? null,
          employeeCount: command.employeeCount ?? null,
          annualTurnover: command.annualTurnover ?? null,
          preferredPaymentTerms: command.preferredPaymentTerms ?? [],
          shippingRequirements: command.shippingRequirements || null,
          certificationRequirements: command.certificationRequirements ?? [],
          bio: command.bio || null,
        }),
      );
      const event: BuyerProfileCompletedEvent = {
        buyerUserId,
        companyName: profile.companyName,
        businessType: profile.businessType,
        country: profile.country,
        industryFocus: profile.industryFocus,
        firstName: command.firstName,
        lastName: command.lastName,
        email: account.email,
        isVerified: profile.isVerified,
      };
      await this.outbox.add(manager, IDENTITY_SUBJECTS.buyerProfileCompleted, event, buyer);
      return toBuyerProfileDto(profile);
    });
  }
}

export function toBuyerProfileDto(profile: BuyerProfile): BuyerProfileDto {
  return {
    buyerUserId: profile.buyerUserId,
    companyName: profile.companyName,
    businessType: profile.businessType,
    industryFocus: profile.industryFocus,
    country: profile.country,
    city: profile.city,
    website: profile.website,
    phone: profile.phone,
    address: profile.address,
    yearEstablished: profile.yearEstablished,
    employeeCount: profile.employeeCount,
    annualTurnover: profile.annualTurnover,
    preferredPaymentTerms: profile.preferredPaymentTerms,
    shippingRequirements: profile.shippingRequirements,
    certificationRequirements: profile.certificationRequirements,
    bio: profile.bio,
    isVerified: profile.isVerified,
  };
}
