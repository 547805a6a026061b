import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { DAILY_TOTAL_METRIC, type CounterName } from './counters.constants.js';
import { ADD_TO_COUNTER_SQL, countersOf, countersSql, DAILY_TOTAL_SQL } from './counters.sql.js';

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
    const [row]: { value: string }[] = await manager.query(ADD_TO_COUNTER_SQL, [name, delta]);
    await manager.query(DAILY_TOTAL_SQL, [DAILY_TOTAL_METRIC, name, row.value]);
  }

  /** The named counters' values (0 for one never changed). */
  async read<N extends CounterName>(names: readonly N[]): Promise<Record<N, number>> {
    return countersOf(names, await this.dataSource.query(countersSql('$1'), [names]));
  }
}
