import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PROFILE_VIEW_FLUSH_MS, type ProfileViewCount } from '@ped/contracts/catalog';
import { LOGGER } from '@ped/nest-kit';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { RECORD_PROFILE_VIEWS_SQL } from './exporter-metrics.sql.js';

/**
 * Counts profile views off the read path. Each gateway adds up the profiles it served and emits
 * the sums about once a second (fire-and-forget); this instance adds the gateways' sums up and
 * writes one upsert per flush, so a popular profile costs one row update a second, not one per
 * view. Views are analytics: the few in memory when an instance dies are an accepted loss (a
 * JetStream event per view would be a durable write on every public read, which is what this avoids).
 */
@Injectable()
export class ExporterMetricsService implements BeforeApplicationShutdown {
  private pending = new Map<number, number>();
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  recordProfileViews(counts: ProfileViewCount[]): void {
    for (const { exporterId, views } of counts)
      this.pending.set(exporterId, (this.pending.get(exporterId) ?? 0) + views);
    if (this.pending.size > 0) this.timer ??= setTimeout(() => void this.flush(), PROFILE_VIEW_FLUSH_MS);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  /** Writes the counted views; on failure they are put back and tried with the next flush. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = new Map();
    if (batch.size === 0) return this.flushing;
    this.flushing = this.flushing.then(() =>
      this.write(batch).catch((error: unknown) => {
        this.logger.warn({ err: error, exporters: batch.size }, 'profile views not written; retrying');
        for (const [id, views] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + views);
        this.timer ??= setTimeout(() => void this.flush(), PROFILE_VIEW_FLUSH_MS);
      }),
    );
    return this.flushing;
  }

  private async write(batch: Map<number, number>): Promise<void> {
    // The join drops ids of exporters that no longer exist (the FK would refuse them). The day's
    // count (UTC) feeds the workspace's 30-day chart; the total stays for everything else.
    await this.dataSource.query(RECORD_PROFILE_VIEWS_SQL, [[...batch.keys()], [...batch.values()]]);
  }
}
