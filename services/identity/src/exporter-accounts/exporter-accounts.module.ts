import { Module } from '@nestjs/common';
import { PasswordLinksModule } from '../password-links/password-links.module.js';
import { ExporterAccountClaimsModule } from './exporter-account-claims.module.js';
import { ExporterAccountsService } from './exporter-accounts.service.js';
import { ExporterRemovalsService } from './exporter-removals.service.js';

/** Approved exporters get their accounts, removed ones lose them (identity.exporter-accounts, -removals). */
@Module({
  imports: [PasswordLinksModule, ExporterAccountClaimsModule],
  providers: [ExporterAccountsService, ExporterRemovalsService],
})
export class ExporterAccountsModule {}
