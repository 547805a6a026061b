import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import { ADMIN_PATTERNS, type PlatformMetricDto } from '@ped/contracts/admin';
import { RequestCtx, requireAdmin } from '@ped/nest-kit';
import type { DataSource } from 'typeorm';

const NEWEST = 100;

/** platform_metrics: each counter's value at the end of each day (kept by the counters), newest first. */
@Controller()
export class PlatformMetricsController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @MessagePattern(ADMIN_PATTERNS.metricList)
  async list(@RequestCtx() ctx: RequestContext): Promise<PlatformMetricDto[]> {
    requireAdmin(ctx);
    const rows: {
      id: string;
      metric_type: string;
      metric_name: string;
      value: string;
      dimensions: Record<string, unknown> | null;
      recorded_at: Date;
    }[] = await this.dataSource.query(
      `SELECT id, metric_type, metric_name, value, dimensions, recorded_at FROM admin.platform_metrics
        ORDER BY recorded_at DESC, id DESC LIMIT $1`,
      [NEWEST],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      metricType: row.metric_type,
      metricName: row.metric_name,
      value: Number(row.value),
      dimensions: row.dimensions,
      recordedAt: row.recorded_at.toISOString(),
    }));
  }
}
