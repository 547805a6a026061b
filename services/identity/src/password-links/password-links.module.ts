import { Module } from '@nestjs/common';
import { ExporterAccountClaimsModule } from '../exporter-accounts/exporter-account-claims.module.js';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { PasswordLinksController } from './password-links.controller.js';
import { PasswordLinksService } from './password-links.service.js';

/** One-time links to set or reset a password (the mailer, MailModule, is global: see AppModule). */
@Module({
  imports: [PasswordsModule, ExporterAccountClaimsModule],
  controllers: [PasswordLinksController],
  providers: [PasswordLinksService],
  exports: [PasswordLinksService],
})
export class PasswordLinksModule {}
