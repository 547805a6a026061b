import { Module } from '@nestjs/common';
import { ExporterAccountClaimsService } from './exporter-account-claims.service.js';

/** Listings waiting for the account that proves their address (used by approvals and password links). */
@Module({
  providers: [ExporterAccountClaimsService],
  exports: [ExporterAccountClaimsService],
})
export class ExporterAccountClaimsModule {}
