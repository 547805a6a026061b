import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminCredential } from '../admins/admin-credential.entity.js';
import { BuyerUser } from '../buyers/buyer-user.entity.js';
import { BuyersModule } from '../buyers/buyers.module.js';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { User } from '../users/user.entity.js';
import { PrincipalController } from './principal.controller.js';
import { PrincipalService } from './principal.service.js';

/** The signed-in caller's own account, of any kind: who it is now, and its password. */
@Module({
  imports: [TypeOrmModule.forFeature([User, BuyerUser, AdminCredential]), BuyersModule, PasswordsModule],
  controllers: [PrincipalController],
  providers: [PrincipalService],
})
export class PrincipalModule {}
