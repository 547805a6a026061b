import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { AdminCredential } from './admin-credential.entity.js';
import { AdminsController } from './admins.controller.js';
import { AdminsService } from './admins.service.js';

/** The admin console's accounts (username and password). */
@Module({
  imports: [TypeOrmModule.forFeature([AdminCredential]), PasswordsModule],
  controllers: [AdminsController],
  providers: [AdminsService],
})
export class AdminsModule {}
