import { Controller, Get, Header } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { CATALOG_PATTERNS, type SitemapEntriesDto } from '@ped/contracts/catalog';
import { Type } from '@ped/contracts/responses';
import { SITEMAP_PAGES } from '@ped/contracts/site';
import { Public } from '../../auth/auth.decorators.js';
import { CATALOG_KEYS } from '../../cache/catalog-cache.keys.js';
import { CatalogCacheService } from '../../cache/catalog-cache.service.js';
import { GatewayConfig } from '../../config/gateway.config.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { sitemapXml } from './sitemap.util.js';

@ApiTags('catalog')
@Controller('sitemap.xml')
@Public()
export class SitemapController {
  constructor(
    private readonly services: ServiceClient,
    private readonly cache: CatalogCacheService,
    private readonly config: GatewayConfig,
  ) {}

  /**
   * The site's sitemap (the edge serves it as `/sitemap.xml`, and `/robots.txt` names it): the public pages of
   * `@ped/contracts/site`, every category and approved exporter. The catalog's part is cached like the other
   * catalogue reads (a catalog event replaces it).
   */
  @Get()
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @ApiProduces('application/xml')
  @Answers({
    200: {
      description: 'The sitemap (sitemaps.org 0.9) of the public pages, categories and approved exporters',
      schema: Type.String(),
    },
  })
  async get(@Call() call: CallContext): Promise<string> {
    const entries = await this.cache.cached(
      () => CATALOG_KEYS.sitemap(),
      () => this.services.send<SitemapEntriesDto>(CATALOG_PATTERNS.sitemapGet, {}, call),
    );
    return sitemapXml(this.config.PUBLIC_ORIGIN, SITEMAP_PAGES, entries);
  }
}
