import { Module, type DynamicModule } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { ServiceKitModule } from '@ped/nest-kit';
import type { CatalogConfig } from '../config/catalog.config.js';
import { catalogDatabase } from '../database/catalog.datasource.js';
import { ResponseFiguresRefresh } from '../exporter-metrics/response-figures-refresh.service.js';
import { CatalogMailModule } from '../mail/catalog-mail.module.js';
import { RequirementDigestRunController } from '../requirement-digest/requirement-digest-run.controller.js';
import { RequirementDigestService } from '../requirement-digest/requirement-digest.service.js';
import { VerificationVerdicts } from '../verification/verification-verdict.service.js';
import { CatalogJobs } from './catalog-jobs.js';

/**
 * The catalog worker (`dist/worker.js`): the catalog's schedule (CatalogJobs) and its bulk mail, on the catalog's
 * schema, in a process that answers no catalogue request. Its outbox relay publishes what the jobs write; it
 * answers only the digest's run on demand.
 */
@Module({})
export class CatalogWorkerModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: CatalogWorkerModule,
      imports: [
        ServiceKitModule.forRoot({
          service: 'catalog',
          config,
          database: catalogDatabase(config.DATABASE_URL),
          worker: true,
        }),
        ScheduleModule.forRoot(),
        CatalogMailModule.forRoot(config, { sendsBulk: true }),
      ],
      controllers: [RequirementDigestRunController],
      providers: [RequirementDigestService, ResponseFiguresRefresh, VerificationVerdicts, CatalogJobs],
    };
  }
}
