import { Module } from '@nestjs/common';
import { CatalogCacheModule } from '../cache/catalog-cache.module.js';
import { CategoriesController } from './categories.controller.js';
import { ContactCountService } from './contact-count.service.js';
import { ExporterSignupController } from './exporter-signup.controller.js';
import { ExportersController } from './exporters.controller.js';
import { MyExporterMetricsController } from './my-exporter-metrics.controller.js';
import { MyExporterController } from './my-exporter.controller.js';
import { ProductsController } from './products.controller.js';
import { ProfileViewsService } from './profile-views.service.js';
import { SitemapController } from './sitemap.controller.js';
import { StatsController } from './stats.controller.js';

/**
 * The catalogue's HTTP routes: categories, exporters, products, stats, exporter signup, the sitemap, and the
 * exporter workspace's own profile, products and figures.
 */
@Module({
  imports: [CatalogCacheModule],
  controllers: [
    CategoriesController,
    ExportersController,
    ProductsController,
    StatsController,
    ExporterSignupController,
    SitemapController,
    MyExporterController,
    MyExporterMetricsController,
  ],
  providers: [ProfileViewsService, ContactCountService],
})
export class CatalogHttpModule {}
