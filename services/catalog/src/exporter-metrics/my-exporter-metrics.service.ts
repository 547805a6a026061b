import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type { ExporterMetricsDto } from '@ped/contracts/catalog';
import { DomainException, requirePrincipal } from '@ped/nest-kit';
import { DataSource } from 'typeorm';
import { METRICS_DAYS_SQL } from './exporter-metrics.sql.js';

/** GET /api/my-exporter/metrics: the figures of the exporter the caller's account owns. */
@Injectable()
export class MyExporterMetricsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(ctx: RequestContext): Promise<ExporterMetricsDto> {
    const principal = requirePrincipal(ctx, ['user']);
    const [exporter] = await this.dataSource.query<{ id: number }[]>(
      'SELECT id FROM catalog.exporters WHERE user_id = $1 ORDER BY id LIMIT 1',
      [principal.id],
    );
    if (!exporter) throw new DomainException('EXPORTER_PROFILE_NOT_FOUND', 'No exporter profile yet');
    const [days, [figures]] = await Promise.all([
      this.dataSource.query<ExporterMetricsDto['days']>(METRICS_DAYS_SQL, [exporter.id]),
      this.dataSource.query<{ response_rate: string | null; avg_response_time: number | null }[]>(
        'SELECT response_rate, avg_response_time FROM catalog.exporter_metrics WHERE exporter_id = $1',
        [exporter.id],
      ),
    ]);
    return {
      profileViews30d: days.reduce((sum, day) => sum + day.views, 0),
      inquiries30d: days.reduce((sum, day) => sum + day.inquiries, 0),
      responseRate: figures?.response_rate == null ? null : Number(figures.response_rate),
      medianResponseMinutes: figures?.avg_response_time ?? null,
      days,
    };
  }
}
