import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { BuyerProfile } from './buyer-profile.entity.js';
import { BuyerProfileService } from './buyer-profile.service.js';
import { BuyerUser } from './buyer-user.entity.js';
import { BuyersController } from './buyers.controller.js';
import { BuyersService } from './buyers.service.js';

/** Buyer accounts and their company profiles. */
@Module({
  imports: [TypeOrmModule.forFeature([BuyerUser, BuyerProfile]), AccountsModule],
  controllers: [BuyersController],
  providers: [BuyersService, BuyerProfileService],
  exports: [BuyersService],
})
export class BuyersModule {}
