import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { DAILY_TOTAL_METRIC, type CounterName } from './counters.constants.js';

/**
 * The admin read model's counters: changed by deltas inside the caller's transaction (an event's inbox
 * transaction, or an admin command's), read by primary key. Each change also keeps the day's
 * platform_metrics row of that counter at its latest value (the daily snapshot).
 */
@Injectable()
export class CountersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async add(manager: EntityManager, name: CounterName, delta = 1): Promise<void> {
    if (delta === 0) return;
    const [row]: { value: string }[] = await manager.query(
      `INSERT INTO admin.stats_counters (name, value) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET value = stats_counters.value + EXCLUDED.value, updated_at = now()
       RETURNING value`,
      [name, delta],
    );
    await manager.query(
      `INSERT INTO admin.platform_metrics (metric_type, metric_name, value, day, dimensions)
       VALUES ($1, $2, $3, (now() AT TIME ZONE 'UTC')::date,
               jsonb_build_object('day', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD')))
       ON CONFLICT (metric_type, metric_name, day) DO UPDATE SET value = EXCLUDED.value, recorded_at = now()`,
      [DAILY_TOTAL_METRIC, name, row.value],
    );
  }

  /** The named counters' values (0 for one never changed). */
  async read<N extends CounterName>(names: readonly N[]): Promise<Record<N, number>> {
    return countersOf(names, await this.dataSource.query(countersSql('$1'), [names]));
  }
}

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
