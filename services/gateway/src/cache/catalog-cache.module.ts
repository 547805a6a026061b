import { Module } from '@nestjs/common';
import { CatalogCacheService } from './catalog-cache.service.js';
import { CatalogEventsListener } from './catalog-events.listener.js';

/** The public catalogue's Redis read cache and the catalog event feed that invalidates it. */
@Module({
  providers: [CatalogCacheService, CatalogEventsListener],
  exports: [CatalogCacheService],
})
export class CatalogCacheModule {}
