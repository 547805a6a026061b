import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule } from '@ped/nest-kit';
import { AdminExportersModule } from './admin-exporters/admin-exporters.module.js';
import { BuyerCountriesModule } from './buyer-countries/buyer-countries.module.js';
import { BuyerDirectoryModule } from './buyer-directory/buyer-directory.module.js';
import { RequirementsModule } from './requirements/requirements.module.js';
import { QuotationsModule } from './quotations/quotations.module.js';
import { CategoryModule } from './category/category.module.js';
import type { CatalogConfig } from './config/catalog.config.js';
import { catalogDatabase } from './database/catalog.datasource.js';
import { ExporterAccountsModule } from './exporter-accounts/exporter-accounts.module.js';
import { ExporterImagesModule } from './exporter-images/exporter-images.module.js';
import { ExporterApplicationModule } from './exporter-application/exporter-application.module.js';
import { ExporterMetricsModule } from './exporter-metrics/exporter-metrics.module.js';
import { ExporterReviewModule } from './exporter-review/exporter-review.module.js';
import { ExporterModule } from './exporter/exporter.module.js';
import { CatalogMailModule } from './mail/catalog-mail.module.js';
import { MyExporterModule } from './my-exporter/my-exporter.module.js';
import { RequirementDigestModule } from './requirement-digest/requirement-digest.module.js';
import { ExporterAccountDeletionsModule } from './exporter-account-deletions/exporter-account-deletions.module.js';
import { RequirementAlertsModule } from './requirement-alerts/requirement-alerts.module.js';
import { SavedExporterModule } from './saved-exporter/saved-exporter.module.js';
import { SavedSearchModule } from './saved-search/saved-search.module.js';
import { SitemapModule } from './sitemap/sitemap.module.js';
import { SmsModule } from './sms/sms.module.js';
import { StatsModule } from './stats/stats.module.js';
import { VerificationModule } from './verification/verification.module.js';

/** The catalog service as it answers requests and consumes events; its schedule runs in CatalogWorkerModule. */
@Module({})
export class AppModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forRoot({
          service: 'catalog',
          config,
          database: catalogDatabase(config.DATABASE_URL),
        }),
        CategoryModule,
        ExporterModule,
        ExporterApplicationModule,
        ExporterMetricsModule,
        ExporterImagesModule,
        StatsModule,
        BuyerCountriesModule,
        SitemapModule,
        RequirementsModule,
        QuotationsModule,
        BuyerDirectoryModule,
        SavedExporterModule,
        SavedSearchModule,
        // Bulk mail (the digests) is the worker's to send.
        CatalogMailModule.forRoot(config, { sendsBulk: false }),
        SmsModule.forRoot(config),
        MyExporterModule,
        ExporterReviewModule,
        AdminExportersModule,
        ExporterAccountsModule,
        VerificationModule,
        RequirementDigestModule,
        RequirementAlertsModule,
        ExporterAccountDeletionsModule,
      ],
    };
  }
}
