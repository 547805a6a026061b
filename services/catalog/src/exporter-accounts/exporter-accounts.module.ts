import { Module } from '@nestjs/common';
import { ExporterAccountEventsService } from './exporter-account-events.service.js';

/** Owners of exporters from identity's `identity.exporter_account.linked`. */
@Module({ providers: [ExporterAccountEventsService] })
export class ExporterAccountsModule {}
