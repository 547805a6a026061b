import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { METRICS, readOnScrape, sharedRead, type Reading } from '@ped/telemetry';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { SERVICE_CONTEXT, type ServiceContext } from '../service-context.js';

/** The outbox-shaped tables of queued messages (mail, texts): queued until sent, failed once given up. */
const QUEUES = [
  { table: 'mail_outbox', gauge: METRICS.mailOutbox },
  { table: 'sms_outbox', gauge: METRICS.smsOutbox },
] as const;

/**
 * What every service tells its scraper, read from its own schema at each scrape: the event outbox's backlog
 * and its oldest event's age, the dead letters by consumer, the queued and failed mails and texts (where the
 * service sends them), and its database pool. Consumer lag comes from `EventConsumerService`.
 */
@Injectable()
export class ServiceMetrics implements OnModuleInit, OnModuleDestroy {
  private stops: (() => void)[] = [];

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SERVICE_CONTEXT) private readonly context: ServiceContext,
  ) {}

  async onModuleInit(): Promise<void> {
    const schema = `"${this.context.schema}"`;
    const one = async (sql: string) => (await this.dataSource.query<Record<string, number>[]>(sql))[0]!;
    // One query for both outbox gauges.
    const outbox = sharedRead(() =>
      one(
        `SELECT count(*)::int AS n, coalesce(extract(epoch FROM now() - min(created_at)), 0)::float AS age
           FROM ${schema}.outbox WHERE published_at IS NULL`,
      ),
    );
    this.stops.push(
      readOnScrape(METRICS.outboxPending, async () => [{ value: (await outbox()).n! }]),
      readOnScrape(METRICS.outboxOldestAge, async () => [{ value: (await outbox()).age! }]),
      readOnScrape(METRICS.deadLetters, async () =>
        (
          await this.dataSource.query<{ consumer: string; n: number }[]>(
            `SELECT consumer, count(*)::int AS n FROM ${schema}.dead_letters WHERE replayed_at IS NULL GROUP BY 1`,
          )
        ).map(({ consumer, n }): Reading => ({ labels: { consumer }, value: n })),
      ),
      readOnScrape(METRICS.dbPoolConnections, () => {
        const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
        return [
          { labels: { state: 'in_use' }, value: pool.totalCount - pool.idleCount },
          { labels: { state: 'idle' }, value: pool.idleCount },
          { labels: { state: 'waiting' }, value: pool.waitingCount },
        ];
      }),
    );
    for (const { table, gauge } of QUEUES) {
      const [{ exists }] = await this.dataSource.query<{ exists: boolean }[]>(
        `SELECT to_regclass($1) IS NOT NULL AS exists`,
        [`${schema}.${table}`],
      );
      if (!exists) continue;
      this.stops.push(
        readOnScrape(gauge, async () => {
          const counts = await one(
            `SELECT count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL)::int AS queued,
                    count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed
               FROM ${schema}.${table}`,
          );
          return [
            { labels: { state: 'queued' }, value: counts.queued! },
            { labels: { state: 'failed' }, value: counts.failed! },
          ];
        }),
      );
    }
  }

  onModuleDestroy(): void {
    for (const stop of this.stops) stop();
    this.stops = [];
  }
}
