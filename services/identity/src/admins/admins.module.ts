import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { TwoFactorModule } from '../two-factor/two-factor.module.js';
import { AdminCredential } from './admin-credential.entity.js';
import { AdminsController } from './admins.controller.js';
import { AdminsService } from './admins.service.js';

/** The admin console's accounts (username, password and, when turned on, a second factor). */
@Module({
  imports: [TypeOrmModule.forFeature([AdminCredential]), PasswordsModule, TwoFactorModule],
  controllers: [AdminsController],
  providers: [AdminsService],
})
export class AdminsModule {}
