import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { jetstream, jetstreamManager, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { EventEnvelope } from '@ped/contracts';
import { ensureEventStream, namespaced, natsConnectionOptions, withoutNamespace } from '@ped/nest-kit';
import { GatewayConfig } from '../config/gateway.config.js';
import { invalidationFor } from './catalog-cache.keys.js';
import { CatalogCacheService } from './catalog-cache.service.js';

/** How long the gateway's start waits for the feed before it listens anyway (uncached until live). */
const START_WAIT_MS = 5000;
const RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
const INVALIDATE_ATTEMPTS = 3;

/** A pause that never keeps the process alive on its own. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Feeds catalog events to the cache. Every gateway instance reads the whole CATALOG stream with its
 * own ordered consumer (ephemeral, no acks, starting at new messages): not a shared durable
 * consumer, since each instance must see each event. No inbox is needed — invalidating twice is
 * harmless. The cache is used only while this feed is live; each (re)start of the feed bumps the
 * list version, because events published while it was down were missed.
 */
@Injectable()
export class CatalogEventsListener implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('CatalogCache');
  private connection?: NatsConnection;
  private messages?: ConsumerMessages;
  private running?: Promise<void>;
  private stopping = false;

  constructor(
    private readonly config: GatewayConfig,
    private readonly cache: CatalogCacheService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.cache.enabled) return;
    let markLive!: () => void;
    const firstLive = new Promise<void>((resolve) => (markLive = resolve));
    this.running = this.run(markLive);
    await Promise.race([firstLive, sleep(START_WAIT_MS)]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.cache.setLive(false);
    await this.messages?.close().catch(() => undefined);
    await this.connection?.drain().catch(() => undefined);
    // The loop may be waiting for NATS to come back: do not hold the shutdown for it.
    await Promise.race([this.running, sleep(2000)]);
  }

  private async run(markLive: () => void): Promise<void> {
    const namespace = this.config.NAMESPACE;
    for (let failures = 0; !this.stopping; failures += 1) {
      try {
        if (!this.connection || this.connection.isClosed()) {
          this.connection = await connect(
            natsConnectionOptions(this.config.NATS_URL, 'gateway-catalog-cache'),
          );
        }
        const jsm = await jetstreamManager(this.connection);
        const { name: stream } = await ensureEventStream(jsm, namespace, 'catalog');
        // New messages only: from the sequence after the last one stored. (An explicit start, unlike
        // DeliverPolicy.New, also tells the ordered consumer where to resume if it is recreated.)
        const { state } = await jsm.streams.info(stream);
        const consumer = await jetstream(this.connection).consumers.get(stream, {
          filter_subjects: namespaced(namespace, 'catalog.>'),
          opt_start_seq: state.last_seq + 1,
        });
        this.messages = await consumer.consume();
        // Subscribed first, then bumped: nothing published from here on is missed.
        await this.cache.invalidate({ exporterIds: [], bumpVersion: true });
        this.cache.setLive(true);
        markLive();
        failures = 0;
        this.logger.log(`catalogue cache live, invalidated by ${stream}`);
        for await (const message of this.messages) await this.handle(message, namespace);
      } catch (error) {
        if (!this.stopping) this.logger.warn(`catalogue cache event feed failed: ${String(error)}`);
      }
      this.cache.setLive(false);
      await this.messages?.close().catch(() => undefined);
      if (!this.stopping) await sleep(Math.min(RETRY_MS * 2 ** failures, MAX_RETRY_MS));
    }
  }

  private async handle(message: JsMsg, namespace: string): Promise<void> {
    const subject = withoutNamespace(namespace, message.subject);
    let data: unknown;
    try {
      data = message.json<EventEnvelope>().data;
    } catch {
      data = undefined; // unreadable: invalidate what can be invalidated without it
    }
    const invalidation = invalidationFor(subject, data);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.cache.invalidate(invalidation);
        return;
      } catch (error) {
        if (attempt >= INVALIDATE_ATTEMPTS) {
          // Redis is failing: reads bypass it meanwhile, and the TTL bounds what it still holds.
          this.logger.warn(`could not invalidate the catalogue cache for ${subject}: ${String(error)}`);
          return;
        }
        await sleep(100 * attempt);
      }
    }
  }
}
