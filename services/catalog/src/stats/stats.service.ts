import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CatalogStatsDto } from '@ped/contracts/catalog';
import { DataSource } from 'typeorm';
import { CATALOG_STATS_SQL } from './stats.sql.js';

@Injectable()
export class StatsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(): Promise<CatalogStatsDto> {
    const [row] = await this.dataSource.query<CatalogStatsDto[]>(CATALOG_STATS_SQL);
    return row!;
  }
}
