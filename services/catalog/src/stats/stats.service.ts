import { Injectable } from '@nestjs/common';
import type { CatalogStatsDto } from '@ped/contracts/catalog';
import { PreparedReads } from '@ped/nest-kit';
import { CATALOG_STATS_SQL } from './stats.sql.js';

@Injectable()
export class StatsService {
  constructor(private readonly reads: PreparedReads) {}

  async get(): Promise<CatalogStatsDto> {
    const [row] = await this.reads.query<CatalogStatsDto>(CATALOG_STATS_SQL);
    return row!;
  }
}
