/** How far back the workspace's figures and chart go (days, UTC). */
export const EXPORTER_METRICS_DAYS = 30;
/** The response figures' window (days) and what counts as answered (hours). */
export const RESPONSE_WINDOW_DAYS = 90;
export const RESPONSE_WITHIN_HOURS = 24;
/** The response figures are shown (in public and in the workspace) from this many inquiries and conversations. */
export const RESPONSE_MIN_SAMPLES = 5;

/** One day of the workspace's chart. */
export interface ExporterMetricsDayDto {
  /** YYYY-MM-DD (UTC). */
  date: string;
  views: number;
  inquiries: number;
}

/** GET /api/my-exporter/metrics: the caller's own exporter's figures. */
export interface ExporterMetricsDto {
  profileViews30d: number;
  inquiries30d: number;
  /** Percent (0-100) answered within 24 h over 90 days; null below RESPONSE_MIN_SAMPLES. */
  responseRate: number | null;
  medianResponseMinutes: number | null;
  /** The last 30 days, oldest first, today last (days without anything are 0). */
  days: ExporterMetricsDayDto[];
}
