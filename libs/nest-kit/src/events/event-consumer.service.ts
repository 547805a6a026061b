import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { EventEnvelope, ServiceName } from '@ped/contracts';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { namespaced, withoutNamespace } from '../nats/namespace.js';
import { NatsBus } from '../nats/nats-bus.js';
import { LOGGER, SERVICE_CONTEXT, type ServiceContext } from '../service-context.js';
import { retryDelayMs } from './backoff.util.js';

export type EventHandler = (event: EventEnvelope, manager: EntityManager) => Promise<void>;

export interface Subscription {
  /** The service whose stream is read. */
  from: ServiceName;
  /** Handlers by subject (without namespace); other subjects of the stream are acknowledged and skipped. */
  handlers: Record<string, EventHandler>;
}

const MAX_DELIVER = 8;
const ACK_WAIT_NS = 30 * 1_000_000_000;

/**
 * Durable pull consumers with explicit acks. Each event is applied in one transaction together
 * with its inbox row, so a redelivered event is applied once. An event that keeps failing goes
 * to `dlq.<consumer>.<subject>` with an error log line after MAX_DELIVER attempts.
 */
@Injectable()
export class EventConsumerService implements BeforeApplicationShutdown {
  private readonly running: { messages: ConsumerMessages; done: Promise<void> }[] = [];

  constructor(
    @Inject(SERVICE_CONTEXT) private readonly context: ServiceContext,
    @Inject(LOGGER) private readonly logger: Logger,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: NatsBus,
  ) {}

  async subscribe(subscription: Subscription): Promise<void> {
    const stream = await this.bus.ensureStream(subscription.from);
    const durable = `${this.context.service}-from-${subscription.from}`;
    const jsm = await this.bus.manager();
    await jsm.consumers.info(stream, durable).catch(() =>
      jsm.consumers.add(stream, {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        max_deliver: MAX_DELIVER,
        ack_wait: ACK_WAIT_NS,
        filter_subject: namespaced(this.context.config.NAMESPACE, `${subscription.from}.>`),
      }),
    );
    const consumer = await this.bus.js.consumers.get(stream, durable);
    const messages = await consumer.consume({ max_messages: 64 });
    const done = (async () => {
      for await (const message of messages) await this.handle(message, subscription.handlers);
    })();
    this.running.push({ messages, done });
    this.logger.info({ stream, durable }, 'consuming events');
  }

  async beforeApplicationShutdown(): Promise<void> {
    for (const { messages } of this.running) await messages.close().catch(() => undefined);
    await Promise.all(this.running.map(({ done }) => done));
  }

  private async handle(message: JsMsg, handlers: Record<string, EventHandler>): Promise<void> {
    const subject = withoutNamespace(this.context.config.NAMESPACE, message.subject);
    const handler = handlers[subject];
    if (!handler) {
      message.ack();
      return;
    }
    let event: EventEnvelope;
    try {
      event = message.json<EventEnvelope>();
    } catch (error) {
      this.deadLetter(message, subject, error);
      return;
    }
    try {
      await this.applyOnce(event, subject, handler);
      message.ack();
    } catch (error) {
      if (message.info.deliveryCount >= MAX_DELIVER) {
        this.deadLetter(message, subject, error);
      } else {
        this.logger.warn({ eventId: event.id, subject, err: error }, 'event handler failed; will retry');
        message.nak(retryDelayMs(message.info.deliveryCount));
      }
    }
  }

  /** Inbox row and effect in one transaction: a duplicate delivery inserts nothing and applies nothing. */
  private applyOnce(event: EventEnvelope, subject: string, handler: EventHandler): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO "${this.context.schema}".inbox (event_id, subject) VALUES ($1, $2)
           ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
        [event.id, subject],
      );
      if (inserted.length === 0) return;
      await handler(event, manager);
    });
  }

  private deadLetter(message: JsMsg, subject: string, error: unknown): void {
    const dlq = namespaced(this.context.config.NAMESPACE, `dlq.${this.context.service}.${subject}`);
    this.bus.nc.publish(dlq, message.data);
    this.logger.error({ subject, dlq, err: error }, 'event sent to the dead-letter subject');
    message.term();
  }
}
