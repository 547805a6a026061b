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
 * Publishes outbox rows to JetStream in order, with `Nats-Msg-Id` = event id so a re-publish
 * inside the de-duplication window is dropped by the stream. A failed publish is retried with
 * back-off; rows stay in the table (published_at set) as the service's event history.
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
    let published = 0;
    for (const row of rows) {
      try {
        const trace = (row.envelope as { trace?: Record<string, string> }).trace;
        await this.bus.js.publish(
          namespaced(this.context.config.NAMESPACE, row.subject),
          JSON.stringify(row.envelope),
          {
            msgID: row.event_id,
            // The causing request's trace context, for the consumers (see OutboxService).
            ...(trace ? { headers: injectTrace(undefined, natsHeaders, trace) } : {}),
          },
        );
      } catch (error) {
        // Stop at the first failure so later events never overtake an earlier one.
        const delay = retryDelayMs(row.attempts + 1);
        await manager.query(
          `UPDATE ${table} SET attempts = attempts + 1, last_error = $2,
             next_attempt_at = now() + ($3 || ' milliseconds')::interval WHERE id = $1`,
          [row.id, String(error), String(delay)],
        );
        this.logger.warn({ eventId: row.event_id, subject: row.subject, err: error }, 'event publish failed');
        break;
      }
      await manager.query(`UPDATE ${table} SET published_at = now() WHERE id = $1`, [row.id]);
      published += 1;
    }
    return published;
  }
}
