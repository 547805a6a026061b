import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type { AdminStatsDto } from '@ped/contracts/admin';
import { requireAdmin } from '@ped/nest-kit';
import type { EntityManager, Repository } from 'typeorm';
import { StatsCounter } from './stats-counter.entity.js';
import { COUNTERS, type CounterName } from './stats.constants.js';

@Injectable()
export class StatsService {
  constructor(@InjectRepository(StatsCounter) private readonly counters: Repository<StatsCounter>) {}

  /** Adds `by` to a counter inside the caller's transaction (the event's inbox transaction). */
  async increment(manager: EntityManager, name: CounterName, by = 1): Promise<void> {
    await manager.query(
      `INSERT INTO admin.stats_counters (name, value) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET value = stats_counters.value + EXCLUDED.value, updated_at = now()`,
      [name, by],
    );
  }

  /** Administrators only. */
  async get(ctx: RequestContext): Promise<AdminStatsDto> {
    requireAdmin(ctx);
    const rows = await this.counters.find();
    const value = (name: CounterName) => Number(rows.find((row) => row.name === name)?.value ?? 0);
    // Issue 19 (in progress): the other counters' read models come next.
    return {
      totalCategories: value(COUNTERS.categories),
      verifiedExporters: 0,
      totalContacts: 0,
      totalExporters: 0,
      pendingExporters: 0,
      totalUsers: 0,
      totalConversations: 0,
    };
  }
}
