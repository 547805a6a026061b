import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminCredential } from '../admins/admin-credential.entity.js';
import { AdminsService } from '../admins/admins.service.js';
import { BuyerProfile } from '../buyers/buyer-profile.entity.js';
import { BuyerProfileService } from '../buyers/buyer-profile.service.js';
import { BuyerUser } from '../buyers/buyer-user.entity.js';
import { BuyersService } from '../buyers/buyers.service.js';
import { PasswordService } from '../passwords/password.service.js';
import { PrincipalService } from '../principal/principal.service.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { AccountsController } from './accounts.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([User, BuyerUser, BuyerProfile, AdminCredential])],
  controllers: [AccountsController],
  providers: [
    PasswordService,
    UsersService,
    BuyersService,
    BuyerProfileService,
    AdminsService,
    PrincipalService,
  ],
})
export class AccountsModule {}
