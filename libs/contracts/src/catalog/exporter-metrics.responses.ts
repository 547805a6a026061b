import { Nullable, NullableInteger, Type, type Static } from '../responses/schema-kit.js';

/** The exporter workspace's figures (catalog owns them). */

/** One day of the workspace's chart. */
export const ExporterMetricsDaySchema = Type.Object({
  /** YYYY-MM-DD (UTC). */
  date: Type.String({ format: 'date' }),
  views: Type.Integer(),
  inquiries: Type.Integer(),
});
export type ExporterMetricsDayDto = Static<typeof ExporterMetricsDaySchema>;

/** GET /api/my-exporter/metrics: the caller's own exporter's figures. */
export const ExporterMetricsSchema = Type.Object({
  profileViews30d: Type.Integer(),
  inquiries30d: Type.Integer(),
  /** Percent (0-100) answered within 24 h over 90 days; null below RESPONSE_MIN_SAMPLES. */
  responseRate: Nullable(Type.Number(), {
    description: 'Percent answered within 24 hours over 90 days; null below 5 inquiries and conversations',
  }),
  medianResponseMinutes: NullableInteger(),
  /** Days without anything are 0. */
  days: Type.Array(ExporterMetricsDaySchema, { description: 'The last 30 days (UTC), oldest first' }),
});
export type ExporterMetricsDto = Static<typeof ExporterMetricsSchema>;
