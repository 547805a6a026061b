import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { CATALOG_PATTERNS, type CatalogStatsDto } from '@ped/contracts/catalog';
import { StatsService } from './stats.service.js';

@Controller()
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  /** The catalog's part of GET /api/stats; the gateway adds messaging's contact count. */
  @MessagePattern(CATALOG_PATTERNS.statsGet)
  get(): Promise<CatalogStatsDto> {
    return this.stats.get();
  }
}
