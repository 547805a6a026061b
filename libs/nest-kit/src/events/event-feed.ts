import { jetstream, jetstreamManager, type ConsumerMessages } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { backoffMs, type EventEnvelope, type ServiceName } from '@ped/contracts';
import { natsConnectionOptions } from '../nats/connection-options.js';
import { ensureEventStream } from '../nats/event-stream.js';
import { namespaced, withoutNamespace } from '../nats/namespace.js';

export interface FeedEvent {
  /** Without the namespace. */
  subject: string;
  /** Undefined when the message could not be read as an envelope. */
  envelope?: EventEnvelope;
  /** The message's sequence in the stream: the same on every instance (live push uses it as the event id). */
  sequence: number;
}

export interface EventFeedOptions {
  natsUrl: string;
  /** Copies of the stream, should this feed be the first to create it (NATS_STREAM_REPLICAS). */
  streamReplicas?: number;
  namespace: string;
  /** The publisher whose stream is read (all of `<from>.>`). */
  from: ServiceName;
  /** NATS connection name, e.g. `gateway-catalog-cache`. */
  name: string;
  /**
   * Called each time the feed (re)starts, after it subscribed and before it delivers: events
   * published while it was down were missed, so whatever depends on them must be refreshed here.
   * `nextSequence` is the stream sequence it delivers from: it sees every event from there on.
   */
  onLive: (position: { nextSequence: number }) => Promise<void>;
  /** Called when the feed stops delivering (failure or shutdown); `onLive` follows when it is back. */
  onDown: () => void;
  /** Each event, in stream order; the next waits for it. Throwing skips the event (no redelivery). */
  onEvent: (event: FeedEvent) => Promise<void>;
  log: { info: (message: string) => void; warn: (message: string) => void };
}

const RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** A pause that never keeps the process alive on its own. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * A per-instance event feed: every instance that runs one sees every event of a stream, live, with
 * its own ordered consumer (ephemeral, no acks, no inbox, starting after the last stored message):
 * not a shared durable, since each instance must see each event. It reconnects with back-off, and
 * reports each (re)start through `onLive`, because events published while it was down were missed.
 * For caches and live delivery (gateway); for effects that must happen once, use a named consumer.
 */
export class EventFeed {
  private connection?: NatsConnection;
  private messages?: ConsumerMessages;
  private running?: Promise<void>;
  private stopping = false;
  private isLive = false;

  constructor(private readonly options: EventFeedOptions) {}

  get live(): boolean {
    return this.isLive;
  }

  /** Starts the feed; resolves once it is live, or after `waitMs` (it keeps trying in the background). */
  async start(waitMs: number): Promise<boolean> {
    let markLive!: () => void;
    const firstLive = new Promise<boolean>((resolve) => (markLive = () => resolve(true)));
    this.running = this.run(markLive);
    return Promise.race([firstLive, sleep(waitMs).then(() => false)]);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.down();
    await this.messages?.close().catch(() => undefined);
    await this.connection?.drain().catch(() => undefined);
    // The loop may be waiting for NATS to come back: do not hold the shutdown for it.
    await Promise.race([this.running, sleep(2000)]);
  }

  private down(): void {
    if (this.isLive) this.options.onDown();
    this.isLive = false;
  }

  private async run(markLive: () => void): Promise<void> {
    const { namespace, from, natsUrl, name, log, streamReplicas } = this.options;
    for (let failures = 0; !this.stopping; failures += 1) {
      try {
        if (!this.connection || this.connection.isClosed()) {
          this.connection = await connect(natsConnectionOptions(natsUrl, name));
        }
        const jsm = await jetstreamManager(this.connection);
        const { name: stream } = await ensureEventStream(jsm, namespace, from, streamReplicas);
        // New messages only: from the sequence after the last one stored. (An explicit start, unlike
        // DeliverPolicy.New, also tells the ordered consumer where to resume if it is recreated.)
        const { state } = await jsm.streams.info(stream);
        const nextSequence = state.last_seq + 1;
        const consumer = await jetstream(this.connection).consumers.get(stream, {
          filter_subjects: namespaced(namespace, `${from}.>`),
          opt_start_seq: nextSequence,
        });
        this.messages = await consumer.consume();
        // Subscribed first, then reported: nothing published from here on is missed.
        await this.options.onLive({ nextSequence });
        this.isLive = true;
        markLive();
        failures = 0;
        log.info(`event feed ${name} live on ${stream}`);
        for await (const message of this.messages) {
          let envelope: EventEnvelope | undefined;
          try {
            envelope = message.json<EventEnvelope>();
          } catch {
            envelope = undefined;
          }
          const subject = withoutNamespace(namespace, message.subject);
          await this.options.onEvent({ subject, envelope, sequence: message.seq }).catch((error: unknown) => {
            log.warn(`event feed ${name}: ${subject} not handled: ${String(error)}`);
          });
        }
      } catch (error) {
        if (!this.stopping) log.warn(`event feed ${name} failed: ${String(error)}`);
      }
      this.down();
      await this.messages?.close().catch(() => undefined);
      if (!this.stopping) await sleep(backoffMs(failures + 1, RETRY_MS, MAX_RETRY_MS));
    }
  }
}
