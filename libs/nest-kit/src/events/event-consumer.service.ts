import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { contextFrom, inSpan, METRICS, readOnScrape, sharedRead, SpanKind } from '@ped/telemetry';
import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { EventEnvelope, ServiceName } from '@ped/contracts';
import type { ConsumerDeclaration, EventSubject, TypedEventEnvelope } from '@ped/contracts/events';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { namespaced, withoutNamespace } from '../nats/namespace.js';
import { NatsBus } from '../nats/nats-bus.js';
import { LOGGER, SERVICE_CONTEXT, type ServiceContext } from '../service-context.js';
import { retryDelayMs } from './backoff.util.js';
import { killIfFaultInjected } from './fault-injection.js';
import { consumerDurableName, CONSUMER_NAME_PATTERN, type ReplayResult } from './consumer-names.js';

/** Applies one event inside the transaction that also writes the consumer's inbox row. */
export type EventHandler<S extends EventSubject = EventSubject> = (
  event: TypedEventEnvelope<S>,
  manager: EntityManager,
) => Promise<void>;

/** Exactly one handler per declared subject (an unknown or missing subject does not compile). */
export type EventHandlers<S extends EventSubject> = { [K in S]: EventHandler<K> };

export interface ConsumerOptions {
  /** Deliveries before the event is stored as a dead letter (default 8). */
  maxDeliveries?: number;
  /** Pause before redelivery after a failure, by delivery number (default 0.5 s doubling to 30 s). */
  retryDelayMs?: (delivery: number) => number;
}

type AnyHandler = (event: EventEnvelope, manager: EntityManager) => Promise<void>;

const MAX_DELIVER = 8;
const ACK_WAIT_NS = 30 * 1_000_000_000;

interface Consumer {
  name: string;
  from: ServiceName;
  handlers: Record<string, AnyHandler>;
  maxDeliveries: number;
  retryDelayMs: (delivery: number) => number;
}

interface DeadLetterRow {
  id: string;
  consumer: string;
  subject: string;
  envelope: EventEnvelope | null;
  replayed_at: Date | null;
}

/**
 * Named durable pull consumers with explicit acks. Each subscription is its own consumer
 * `<service>.<name>` (JetStream durable `<service>_<name>` on the publisher's stream), so two
 * consumers of one stream each see every event. Each event is applied in one transaction with the
 * consumer's inbox row (consumer, event id), so a redelivery is applied once per consumer. An event
 * that fails `maxDeliveries` times, or cannot be read, is stored in `<schema>.dead_letters` with its
 * error; `replay(id)` re-runs the consumer's handler through the inbox once it is fixed.
 */
@Injectable()
export class EventConsumerService implements BeforeApplicationShutdown {
  private readonly running: { messages: ConsumerMessages; done: Promise<void> }[] = [];
  private readonly consumers = new Map<string, Consumer>();
  private readonly stopMeasuring: (() => void)[] = [];

  constructor(
    @Inject(SERVICE_CONTEXT) private readonly context: ServiceContext,
    @Inject(LOGGER) private readonly logger: Logger,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: NatsBus,
  ) {}

  /**
   * Starts consumer `declaration` (one of `EVENT_CONSUMERS` in `@ped/contracts/events`) with one
   * handler per declared subject. Refuses a name already subscribed in this service.
   */
  async subscribe<S extends EventSubject>(
    declaration: ConsumerDeclaration<S>,
    handlers: EventHandlers<S>,
    options: ConsumerOptions = {},
  ): Promise<void> {
    const consumer = this.register(declaration, handlers as unknown as Record<string, AnyHandler>, options);
    const { service, config } = this.context;
    const stream = await this.bus.ensureStream(consumer.from);
    const durable = consumerDurableName(service, consumer.name);
    const subjects = Object.keys(consumer.handlers);
    // NATS 2.9 allows one filter subject per consumer: the subject itself when there is one.
    const filter = namespaced(config.NAMESPACE, subjects.length === 1 ? subjects[0] : `${consumer.from}.>`);
    const jsm = await this.bus.manager();
    const existing = await jsm.consumers.info(stream, durable).catch(() => undefined);
    if (existing && existing.config.filter_subject !== filter) {
      // Handlers changed: start over from the stream's first event; the inbox skips what was applied.
      await jsm.consumers.delete(stream, durable);
      this.logger.info({ stream, durable, filter }, 'event consumer filter changed; recreated');
    }
    if (!existing || existing.config.filter_subject !== filter) {
      await jsm.consumers.add(stream, {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        max_deliver: consumer.maxDeliveries,
        ack_wait: ACK_WAIT_NS,
        filter_subject: filter,
      });
    } else if (existing.config.max_deliver !== consumer.maxDeliveries) {
      await jsm.consumers.update(stream, durable, { max_deliver: consumer.maxDeliveries });
    }
    // The single shared durable of V1 (`<service>-from-<publisher>`) is replaced by named ones.
    await jsm.consumers.delete(stream, `${service}-from-${consumer.from}`).catch(() => undefined);
    const messages = await (await this.bus.js.consumers.get(stream, durable)).consume({ max_messages: 64 });
    const done = (async () => {
      for await (const message of messages) await this.handle(message, consumer);
    })();
    this.running.push({ messages, done });
    this.measureLag(stream, durable, `${service}.${consumer.name}`);
    this.logger.info({ stream, durable, consumer: `${service}.${consumer.name}` }, 'consuming events');
  }

  /** The consumer's lag, read from JetStream at each scrape: not yet delivered, unacknowledged, redelivered. */
  private measureLag(stream: string, durable: string, name: string): void {
    const labels = { consumer: name };
    const info = sharedRead(async () => (await this.bus.manager()).consumers.info(stream, durable));
    const read = (field: 'num_pending' | 'num_ack_pending' | 'num_redelivered') => async () => [
      { labels, value: (await info())[field] },
    ];
    this.stopMeasuring.push(
      readOnScrape(METRICS.consumerPending, read('num_pending')),
      readOnScrape(METRICS.consumerAckPending, read('num_ack_pending')),
      readOnScrape(METRICS.consumerRedelivered, read('num_redelivered')),
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    for (const stop of this.stopMeasuring.splice(0)) stop();
    for (const { messages } of this.running) await messages.close().catch(() => undefined);
    await Promise.all(this.running.map(({ done }) => done));
  }

  /**
   * Applies a dead letter with its consumer's current handler, through the consumer's inbox (so at
   * most once), and marks it replayed in the same transaction. A failure is recorded on the letter.
   */
  async replay(id: string): Promise<ReplayResult> {
    const table = `"${this.context.schema}".dead_letters`;
    try {
      return await this.dataSource.transaction(async (manager): Promise<ReplayResult> => {
        const [row]: DeadLetterRow[] = await manager.query(
          `SELECT id, consumer, subject, envelope, replayed_at FROM ${table} WHERE id = $1 FOR UPDATE`,
          [id],
        );
        if (!row) return { status: 'not-found', id };
        if (row.replayed_at) return { status: 'already-replayed', id };
        const consumer = this.consumers.get(row.consumer);
        if (!consumer) return { status: 'failed', id, error: `no consumer ${row.consumer} runs here` };
        const handler = consumer.handlers[row.subject];
        if (!row.envelope) return { status: 'failed', id, error: 'the message could not be read' };
        if (!handler)
          return { status: 'failed', id, error: `${row.consumer} has no handler for ${row.subject}` };
        const applied = await this.applyInTransaction(
          manager,
          consumer.name,
          row.envelope,
          row.subject,
          handler,
        );
        await manager.query(`UPDATE ${table} SET replayed_at = now() WHERE id = $1`, [id]);
        this.logger.info(
          { id, consumer: row.consumer, subject: row.subject, applied },
          'dead letter replayed',
        );
        return { status: applied ? 'applied' : 'already-applied', id };
      });
    } catch (error) {
      await this.dataSource.query(
        `UPDATE ${table} SET error = $2, attempts = attempts + 1, last_failed_at = now() WHERE id = $1`,
        [id, describe(error)],
      );
      this.logger.warn({ id, err: error }, 'dead letter replay failed');
      return { status: 'failed', id, error: describe(error) };
    }
  }

  private register(
    declaration: ConsumerDeclaration,
    handlers: Record<string, AnyHandler>,
    options: ConsumerOptions,
  ): Consumer {
    const { service } = this.context;
    const { name, from } = declaration;
    if (declaration.service !== service || declaration.perInstance) {
      throw new Error(
        `Event consumer ${declaration.service}.${name} is not a durable consumer of ${service}`,
      );
    }
    if (!CONSUMER_NAME_PATTERN.test(name)) {
      throw new Error(`Event consumer name "${name}" must match ${String(CONSUMER_NAME_PATTERN)}`);
    }
    if (this.consumers.has(name)) {
      throw new Error(
        `Event consumer ${service}.${name} is subscribed twice: give each subscription its own name`,
      );
    }
    const subjects = Object.keys(handlers);
    if (subjects.length === 0) throw new Error(`Event consumer ${service}.${name} has no handlers`);
    if (
      subjects.length !== declaration.subjects.length ||
      !declaration.subjects.every((s) => s in handlers)
    ) {
      throw new Error(
        `Event consumer ${service}.${name} must handle exactly ${declaration.subjects.join(', ')}`,
      );
    }
    const foreign = subjects.filter((subject) => !subject.startsWith(`${from}.`));
    if (foreign.length > 0) {
      throw new Error(`Event consumer ${service}.${name} reads ${from} but handles ${foreign.join(', ')}`);
    }
    const consumer: Consumer = {
      name,
      from,
      handlers,
      maxDeliveries: options.maxDeliveries ?? MAX_DELIVER,
      retryDelayMs: options.retryDelayMs ?? retryDelayMs,
    };
    this.consumers.set(name, consumer);
    return consumer;
  }

  private async handle(message: JsMsg, consumer: Consumer): Promise<void> {
    const subject = withoutNamespace(this.context.config.NAMESPACE, message.subject);
    const handler = consumer.handlers[subject];
    if (!handler) {
      message.ack();
      return;
    }
    const event = readEnvelope(message);
    if (!event) {
      await this.deadLetter(message, consumer, subject, undefined, new Error('unreadable event envelope'));
      return;
    }
    try {
      // Traced as part of the request that caused the event (its context came in the message's headers).
      const applied = await inSpan(
        `event ${subject} → ${consumer.name}`,
        SpanKind.CONSUMER,
        {
          'messaging.system': 'nats',
          'messaging.destination.name': subject,
          'messaging.consumer.group.name': consumer.name,
        },
        () =>
          this.dataSource.transaction((manager) =>
            this.applyInTransaction(manager, consumer.name, event, subject, handler),
          ),
        contextFrom(message.headers),
      );
      // Seen after a crash between an effect and its ack: the inbox kept it from applying twice.
      if (!applied)
        this.logger.warn(
          { consumer: consumer.name, eventId: event.id, subject },
          'redelivered event already applied',
        );
      killIfFaultInjected(this.context.schema, consumer.name);
      message.ack();
    } catch (error) {
      const delivery = message.info.deliveryCount;
      if (delivery >= consumer.maxDeliveries) {
        await this.deadLetter(message, consumer, subject, event, error);
      } else {
        this.logger.warn(
          { consumer: consumer.name, eventId: event.id, subject, delivery, err: error },
          'event handler failed; will retry',
        );
        message.nak(consumer.retryDelayMs(delivery));
      }
    }
  }

  /** Inbox row and effect in one transaction: a duplicate delivery inserts nothing and applies nothing. */
  private async applyInTransaction(
    manager: EntityManager,
    consumer: string,
    event: EventEnvelope,
    subject: string,
    handler: AnyHandler,
  ): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO "${this.context.schema}".inbox (consumer, event_id, subject) VALUES ($1, $2, $3)
         ON CONFLICT (consumer, event_id) DO NOTHING RETURNING event_id`,
      [consumer, event.id, subject],
    );
    if (inserted.length === 0) return false;
    await handler(event, manager);
    return true;
  }

  /** Stores the event with its error and stops its delivery; the consumer moves on. */
  private async deadLetter(
    message: JsMsg,
    consumer: Consumer,
    subject: string,
    event: EventEnvelope | undefined,
    error: unknown,
  ): Promise<void> {
    const attempts = message.info.deliveryCount;
    try {
      const [row]: { id: string }[] = await this.dataSource.query(
        `INSERT INTO "${this.context.schema}".dead_letters
           (consumer, event_id, subject, envelope, raw, error, attempts) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (consumer, event_id) DO UPDATE SET error = EXCLUDED.error, envelope = EXCLUDED.envelope,
           attempts = dead_letters.attempts + EXCLUDED.attempts, last_failed_at = now(), replayed_at = NULL
         RETURNING id`,
        [
          consumer.name,
          event?.id ?? null,
          subject,
          event ? JSON.stringify(event) : null,
          event ? null : message.string(),
          describe(error),
          attempts,
        ],
      );
      this.logger.error(
        { deadLetter: row?.id, consumer: consumer.name, eventId: event?.id, subject, attempts, err: error },
        'event stored as a dead letter',
      );
      message.term();
    } catch (storeError) {
      if (attempts < consumer.maxDeliveries) {
        message.nak(consumer.retryDelayMs(attempts));
        return;
      }
      // Last resort when the database is down too: the message stays in the stream; say so loudly.
      const dlq = namespaced(this.context.config.NAMESPACE, `dlq.${this.context.service}.${consumer.name}`);
      this.bus.nc.publish(dlq, message.data);
      this.logger.error(
        { consumer: consumer.name, subject, dlq, streamSeq: message.seq, err: error, storeError },
        'event given up and the dead letter could not be stored',
      );
      message.term();
    }
  }
}

function readEnvelope(message: JsMsg): EventEnvelope | undefined {
  try {
    const event = message.json<EventEnvelope>();
    const valid =
      typeof event === 'object' &&
      event !== null &&
      typeof event.id === 'string' &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(event.id) &&
      'data' in event;
    return valid ? event : undefined;
  } catch {
    return undefined;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
