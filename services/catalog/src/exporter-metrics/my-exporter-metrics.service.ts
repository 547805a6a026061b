import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import { EXPORTER_METRICS_DAYS, type ExporterMetricsDto } from '@ped/contracts/catalog';
import { DomainException, requirePrincipal } from '@ped/nest-kit';
import { DataSource } from 'typeorm';

/**
 * The workspace's last 30 days (UTC), today last: views from the daily counts, inquiries by arrival: the
 * form's, and the conversations the buyer started (one the exporter wrote first in, as a reply to an
 * inquiry or a quotation, is not a second inquiry). $1 exporter.
 */
const METRICS_DAYS_SQL = `
  SELECT to_char(d.day, 'YYYY-MM-DD') AS date, coalesce(v.views, 0)::int AS views,
         (SELECT count(*)::int FROM catalog.exporter_responses r
           WHERE r.exporter_id = $1
             AND (r.kind = 'inquiry' OR r.responded_at IS NULL OR r.responded_at >= r.received_at)
             AND r.received_at >= d.day::timestamp AT TIME ZONE 'UTC'
             AND r.received_at < (d.day + 1)::timestamp AT TIME ZONE 'UTC') AS inquiries
    FROM generate_series(0, ${EXPORTER_METRICS_DAYS - 1}) AS n(back)
   CROSS JOIN LATERAL (SELECT (now() AT TIME ZONE 'UTC')::date - n.back AS day) d
    LEFT JOIN catalog.exporter_daily_views v ON v.exporter_id = $1 AND v.day = d.day
   ORDER BY d.day`;

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
