import { Module } from '@nestjs/common';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { EmailAccountsService } from './email-accounts.service.js';

/** What users and buyers share: e-mail sign-up and sign-in. */
@Module({
  imports: [PasswordsModule],
  providers: [EmailAccountsService],
  exports: [EmailAccountsService],
})
export class AccountsModule {}
