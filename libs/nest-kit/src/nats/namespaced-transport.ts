import { ClientNats, ServerNats, type NatsOptions } from '@nestjs/microservices';
import type { MessageHandler, MsPattern, ReadPacket, WritePacket } from '@nestjs/microservices';
import { rpcSubject } from './namespace.js';
import { TurnBatch } from './turn-batch.js';

type NatsTransportOptions = NonNullable<NatsOptions['options']>;

/** Nest's NATS server, subscribing to each pattern's wire subject (see rpcSubject). */
export class NamespacedNatsServer extends ServerNats {
  constructor(
    options: NatsTransportOptions,
    private readonly namespace: string,
  ) {
    super(options);
  }

  // Prefix once, where handlers are registered: lookups then use the wire subject as it is.
  override addHandler(
    pattern: MsPattern,
    callback: MessageHandler,
    isEventHandler?: boolean,
    extras?: Record<string, unknown>,
  ): void {
    super.addHandler(
      rpcSubject(this.namespace, this.normalizePattern(pattern)),
      callback,
      isEventHandler,
      extras,
    );
  }

  // Wire subjects are plain strings: skip Nest's attempt to JSON.parse each one (a thrown
  // SyntaxError per message).
  override getRouteFromPattern(pattern: string): string {
    return pattern;
  }

  // A reply that cannot be published is logged, as Nest does when it publishes at once.
  private readonly replies = new TurnBatch((error) => this.logger.error(error));

  // Replies finished in the same turn of the event loop leave in one write (see TurnBatch).
  override getPublisher(...args: Parameters<ServerNats['getPublisher']>): (response: unknown) => void {
    const publish = super.getPublisher(...args);
    return (response) => this.replies.add(() => publish(response));
  }
}

/** How long a request's reply is waited for at most; callers time out earlier (SERVICE_TIMEOUT_MS). */
const REPLY_LIMIT_MS = 60_000;

/**
 * Nest's NATS client, sending each pattern to its wire subject (see rpcSubject).
 *
 * Requests go through nats.js's multiplexed reply inbox: Nest's own client subscribes to a new
 * inbox for every request and unsubscribes after it (three protocol messages and a server-side
 * subscription per call), which is most of the cost of a cheap read. Nest's replies arrive as one
 * message (the value with `isDisposed`), so one reply per request is all that is needed, and a
 * request nobody listens to fails at once (no responders) instead of waiting for the timeout.
 * Requests made in the same turn of the event loop leave in one write (see TurnBatch).
 */
export class NamespacedNatsClient extends ClientNats {
  constructor(
    options: NatsTransportOptions,
    private readonly namespace: string,
  ) {
    super(options);
  }

  private readonly requests = new TurnBatch((err) => this.logger.error(err));

  protected override normalizePattern(pattern: MsPattern): string {
    return rpcSubject(this.namespace, super.normalizePattern(pattern));
  }

  protected override publish(partialPacket: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    let active = true;
    const fail = (err: unknown) => active && callback({ err, isDisposed: true });
    try {
      const packet = this.assignPacketId(partialPacket);
      const serialized = this.serializer.serialize(packet);
      const handleReply = this.createSubscriptionHandler(packet, callback);
      const subject = this.normalizePattern(partialPacket.pattern);
      const headers = this.mergeHeaders(serialized.headers);
      this.requests.add(() => {
        try {
          if (!this.natsClient) throw new Error('NATS is not connected');
          this.natsClient
            .request(subject, serialized.data, { timeout: REPLY_LIMIT_MS, headers })
            .then((reply: Parameters<typeof handleReply>[1]) => active && handleReply(null, reply), fail);
        } catch (err) {
          fail(err);
        }
      });
    } catch (err) {
      fail(err);
    }
    return () => {
      active = false;
    };
  }
}
