import { Module } from '@nestjs/common';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { AccountDeletionController } from './account-deletion.controller.js';
import { AccountDeletionService } from './account-deletion.service.js';

/** Buyers and exporters delete their own accounts (issue 33); buyers export their data. */
@Module({
  imports: [PasswordsModule],
  controllers: [AccountDeletionController],
  providers: [AccountDeletionService],
})
export class AccountDeletionModule {}
