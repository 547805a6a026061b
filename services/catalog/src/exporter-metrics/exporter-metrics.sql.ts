import { EXPORTER_METRICS_DAYS } from '@ped/contracts/catalog';

/**
 * Adds views $2 (int[]) to exporters $1 (int[]): to today's count (UTC) and to the total; ids of exporters
 * that no longer exist are dropped.
 */
export const RECORD_PROFILE_VIEWS_SQL = `WITH counted AS (
         SELECT e.id, v.views FROM unnest($1::int[], $2::int[]) AS v(exporter_id, views)
           JOIN catalog.exporters e ON e.id = v.exporter_id),
       daily AS (
         INSERT INTO catalog.exporter_daily_views AS d (exporter_id, day, views)
         SELECT id, (now() AT TIME ZONE 'UTC')::date, views FROM counted
         ON CONFLICT (exporter_id, day) DO UPDATE SET views = d.views + EXCLUDED.views)
       INSERT INTO catalog.exporter_metrics (exporter_id, profile_views)
       SELECT id, views FROM counted
       ON CONFLICT (exporter_id) DO UPDATE
         SET profile_views = exporter_metrics.profile_views + EXCLUDED.profile_views, updated_at = now()`;

/**
 * The workspace's last 30 days (UTC), today last: views from the daily counts, inquiries by arrival: the
 * form's, and the conversations the buyer started (one the exporter wrote first in, as a reply to an
 * inquiry or a quotation, is not a second inquiry). $1 exporter.
 */
export const METRICS_DAYS_SQL = `
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
