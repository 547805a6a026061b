import { Module } from '@nestjs/common';
import { ExporterAccountDeletionsService } from './exporter-account-deletions.service.js';

/** An exporter's own account deleted: its listing off the site (issue 33). */
@Module({ providers: [ExporterAccountDeletionsService] })
export class ExporterAccountDeletionsModule {}
