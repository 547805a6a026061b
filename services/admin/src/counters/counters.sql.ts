import type { CounterName } from './counters.constants.js';

/** Adds $2 to counter $1; returns its new value. */
export const ADD_TO_COUNTER_SQL = `INSERT INTO admin.stats_counters (name, value) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET value = stats_counters.value + EXCLUDED.value, updated_at = now()
       RETURNING value`;

/** Metric $2 of type $1 (DAILY_TOTAL_METRIC) at value $3 as today's (UTC) row. */
export const DAILY_TOTAL_SQL = `INSERT INTO admin.platform_metrics (metric_type, metric_name, value, day, dimensions)
       VALUES ($1, $2, $3, (now() AT TIME ZONE 'UTC')::date,
               jsonb_build_object('day', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD')))
       ON CONFLICT (metric_type, metric_name, day) DO UPDATE SET value = EXCLUDED.value, recorded_at = now()`;

/** The counters named by the text[] parameter `names` (a placeholder), as rows of name and value. */
export const countersSql = (names: string) =>
  `SELECT name, value FROM admin.stats_counters WHERE name = ANY(${names})`;

/** countersSql's rows as each named counter's value, 0 for one never changed (value: bigint, as text or number). */
export function countersOf<N extends CounterName>(
  names: readonly N[],
  rows: { name: N; value: string | number }[],
): Record<N, number> {
  const values = Object.fromEntries(names.map((name) => [name, 0])) as Record<N, number>;
  for (const row of rows) values[row.name] = Number(row.value);
  return values;
}
