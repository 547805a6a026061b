import type { PlatformMetricDto } from '@ped/contracts/admin';

/** The newest $1 rows. */
export const PLATFORM_METRICS_SQL = `SELECT id, metric_type, metric_name, value, dimensions, recorded_at FROM admin.platform_metrics
        ORDER BY recorded_at DESC, id DESC LIMIT $1`;

/** A row of PLATFORM_METRICS_SQL (the bigint id and numeric value as text). */
export interface PlatformMetricRow {
  id: string;
  metric_type: string;
  metric_name: string;
  value: string;
  dimensions: Record<string, unknown> | null;
  recorded_at: Date;
}

export const toPlatformMetricDto = (row: PlatformMetricRow): PlatformMetricDto => ({
  id: Number(row.id),
  metricType: row.metric_type,
  metricName: row.metric_name,
  value: Number(row.value),
  dimensions: row.dimensions,
  recordedAt: row.recorded_at.toISOString(),
});
