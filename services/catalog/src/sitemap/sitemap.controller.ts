import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { CATALOG_PATTERNS, type SitemapEntriesDto } from '@ped/contracts/catalog';
import { SitemapService } from './sitemap.service.js';

@Controller()
export class SitemapController {
  constructor(private readonly sitemap: SitemapService) {}

  /** The catalog's part of /sitemap.xml: categories and approved exporters. */
  @MessagePattern(CATALOG_PATTERNS.sitemapGet)
  get(): Promise<SitemapEntriesDto> {
    return this.sitemap.entries();
  }
}
