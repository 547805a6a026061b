import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import { ADMIN_PATTERNS, type PlatformMetricDto } from '@ped/contracts/admin';
import { RequestCtx, requireAdmin } from '@ped/nest-kit';
import type { DataSource } from 'typeorm';
import { PLATFORM_METRICS_SQL, toPlatformMetricDto, type PlatformMetricRow } from './platform-metrics.sql.js';

const NEWEST = 100;

/** platform_metrics: each counter's value at the end of each day (kept by the counters), newest first. */
@Controller()
export class PlatformMetricsController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @MessagePattern(ADMIN_PATTERNS.metricList)
  async list(@RequestCtx() ctx: RequestContext): Promise<PlatformMetricDto[]> {
    requireAdmin(ctx);
    const rows: PlatformMetricRow[] = await this.dataSource.query(PLATFORM_METRICS_SQL, [NEWEST]);
    return rows.map(toPlatformMetricDto);
  }
}
