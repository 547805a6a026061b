import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CatalogStatsDto } from '@ped/contracts/catalog';
import { DataSource } from 'typeorm';

@Injectable()
export class StatsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One round trip; the exporter counts use the approved-only partial indexes. */
  async get(): Promise<CatalogStatsDto> {
    const [row] = await this.dataSource.query<CatalogStatsDto[]>(`
      SELECT
        (SELECT count(*)::int FROM catalog.exporters WHERE status = 'approved' AND is_verified)
          AS "verifiedExporters",
        (SELECT count(*)::int FROM catalog.categories) AS "totalCategories",
        (SELECT count(*)::int FROM catalog.exporters WHERE status = 'approved') AS "totalExporters"`);
    return row!;
  }
}
