import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PROFILE_VIEW_FLUSH_MS, type ProfileViewCount } from '@ped/contracts/catalog';
import { LOGGER } from '@ped/nest-kit';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';

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
    await this.dataSource.query(
      `WITH counted AS (
         SELECT e.id, v.views FROM unnest($1::int[], $2::int[]) AS v(exporter_id, views)
           JOIN catalog.exporters e ON e.id = v.exporter_id),
       daily AS (
         INSERT INTO catalog.exporter_daily_views AS d (exporter_id, day, views)
         SELECT id, (now() AT TIME ZONE 'UTC')::date, views FROM counted
         ON CONFLICT (exporter_id, day) DO UPDATE SET views = d.views + EXCLUDED.views)
       INSERT INTO catalog.exporter_metrics (exporter_id, profile_views)
       SELECT id, views FROM counted
       ON CONFLICT (exporter_id) DO UPDATE
         SET profile_views = exporter_metrics.profile_views + EXCLUDED.profile_views, updated_at = now()`,
      [[...batch.keys()], [...batch.values()]],
    );
  }
}
