import { Module } from '@nestjs/common';
import { PasswordLinksModule } from '../password-links/password-links.module.js';
import { ExporterAccountsService } from './exporter-accounts.service.js';

/** Approved exporters get their accounts (consumer identity.exporter-accounts). */
@Module({
  imports: [PasswordLinksModule],
  providers: [ExporterAccountsService],
})
export class ExporterAccountsModule {}
