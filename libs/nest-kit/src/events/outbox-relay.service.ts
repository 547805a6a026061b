import { Inject, Injectable } from '@nestjs/common';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { InjectDataSource } from '@nestjs/typeorm';
import { injectTrace } from '@ped/telemetry';
import type { Logger } from 'pino';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { namespaced } from '../nats/namespace.js';
import { NatsBus } from '../nats/nats-bus.js';
import { LOGGER, SERVICE_CONTEXT, type ServiceContext } from '../service-context.js';
import { RelayLoop } from '../relay/relay-loop.js';
import { retryDelayMs } from './backoff.util.js';

interface PendingRow {
  id: string;
  event_id: string;
  subject: string;
  envelope: unknown;
  attempts: number;
}

/**
 * Publishes outbox rows to JetStream in order, a batch at a time (the publishes pipelined on one connection),
 * with `Nats-Msg-Id` = event id so a re-publish inside the de-duplication window is dropped by the stream. A
 * failed publish is retried with back-off (the rows after it do not wait for it, as before: a consumer must
 * not rely on events of different aggregates arriving in commit order); rows stay in the table (published_at
 * set) as the service's event history.
 */
@Injectable()
export class OutboxRelay extends RelayLoop {
  protected readonly batchSize = 100;
  protected readonly idleMs = 500;
  protected readonly relayName = 'outbox relay';
  protected override readonly wakeDelayMs = 5;
  /** Transactions that wrote an event and have not committed yet: their commit wakes the relay. */
  private readonly pendingCommits = new WeakSet<QueryRunner>();

  constructor(
    @Inject(SERVICE_CONTEXT) private readonly context: ServiceContext,
    @Inject(LOGGER) protected readonly logger: Logger,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: NatsBus,
  ) {
    super();
  }

  override onApplicationBootstrap(): void {
    // The 5 ms wake of wakeUpSoon can come before a longer transaction commits; the relay would then
    // find nothing and sleep a whole poll. A commit in this DataSource wakes it too.
    this.dataSource.subscribers.push({
      afterTransactionCommit: ({ queryRunner }) => {
        if (!this.pendingCommits.delete(queryRunner)) return;
        this.requestWake();
      },
    });
    super.onApplicationBootstrap();
  }

  /** Called after an event is written: publish without waiting for the next poll (soon, and at commit). */
  override wakeUpSoon(transaction?: QueryRunner): void {
    if (transaction?.isTransactionActive) this.pendingCommits.add(transaction);
    super.wakeUpSoon();
  }

  /** Publishes what is pending now; returns how many rows were published. */
  async publishPending(): Promise<number> {
    await this.bus.ensureStream(this.context.service);
    return this.dataSource.transaction((manager) => this.publishBatch(manager));
  }

  protected pass(): Promise<number> {
    return this.publishPending();
  }

  private async publishBatch(manager: EntityManager): Promise<number> {
    const table = `"${this.context.schema}".outbox`;
    const rows: PendingRow[] = await manager.query(
      `SELECT id, event_id, subject, envelope, attempts FROM ${table}
        WHERE published_at IS NULL AND next_attempt_at <= now()
        ORDER BY id LIMIT ${this.batchSize} FOR UPDATE SKIP LOCKED`,
    );
    if (rows.length === 0) return 0;
    // Every row's publish at once, then one UPDATE: not a JetStream and a PostgreSQL round trip per row, which on
    // busy cores (tens of ms each) let a backlog of events grow behind the relay. One connection sends them in
    // this order, and the stream stores them in the order it receives them.
    const outcomes = await Promise.allSettled(
      rows.map((row) => {
        const trace = (row.envelope as { trace?: Record<string, string> }).trace;
        return this.bus.js.publish(
          namespaced(this.context.config.NAMESPACE, row.subject),
          JSON.stringify(row.envelope),
          {
            msgID: row.event_id,
            // The causing request's trace context, for the consumers (see OutboxService).
            ...(trace ? { headers: injectTrace(undefined, natsHeaders, trace) } : {}),
          },
        );
      }),
    );
    const published = rows.filter((_, i) => outcomes[i]!.status === 'fulfilled').map((row) => row.id);
    if (published.length > 0) {
      await manager.query(`UPDATE ${table} SET published_at = now() WHERE id = ANY($1::bigint[])`, [
        published,
      ]);
    }
    const failed = rows.flatMap((row, i) => {
      const outcome = outcomes[i]!;
      return outcome.status === 'rejected' ? [{ row, error: outcome.reason as unknown }] : [];
    });
    // Retried with back-off; a re-publish of one that was stored after all is dropped by the stream (Nats-Msg-Id).
    for (const { row, error } of failed) {
      await manager.query(
        `UPDATE ${table} SET attempts = attempts + 1, last_error = $2,
           next_attempt_at = now() + ($3 || ' milliseconds')::interval WHERE id = $1`,
        [row.id, String(error), String(retryDelayMs(row.attempts + 1))],
      );
    }
    if (failed.length > 0) {
      const [{ row, error }] = failed as [(typeof failed)[number]];
      this.logger.warn(
        { eventId: row.event_id, subject: row.subject, failed: failed.length, err: error },
        'event publish failed',
      );
    }
    return published.length;
  }
}
