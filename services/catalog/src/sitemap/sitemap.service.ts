import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SitemapEntriesDto } from '@ped/contracts/catalog';
import { SITEMAP_URL_LIMIT } from '@ped/contracts/site';
import { DataSource } from 'typeorm';
import { SITEMAP_ENTRIES_SQL } from './sitemap.sql.js';

@Injectable()
export class SitemapService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Read seldom (the gateway caches the sitemap), so not a prepared hot read. */
  async entries(): Promise<SitemapEntriesDto> {
    const [row] = await this.dataSource.query<SitemapEntriesDto[]>(SITEMAP_ENTRIES_SQL, [SITEMAP_URL_LIMIT]);
    return row!;
  }
}
