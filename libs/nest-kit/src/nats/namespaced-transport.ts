import { ClientNats, ServerNats, type NatsOptions } from '@nestjs/microservices';
import type { MessageHandler, MsPattern, ReadPacket, WritePacket } from '@nestjs/microservices';
import { rpcSubject } from './namespace.js';

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
 */
export class NamespacedNatsClient extends ClientNats {
  constructor(
    options: NatsTransportOptions,
    private readonly namespace: string,
  ) {
    super(options);
  }

  protected override normalizePattern(pattern: MsPattern): string {
    return rpcSubject(this.namespace, super.normalizePattern(pattern));
  }

  protected override publish(partialPacket: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    let active = true;
    try {
      const packet = this.assignPacketId(partialPacket);
      const serialized = this.serializer.serialize(packet);
      const handleReply = this.createSubscriptionHandler(packet, callback);
      if (!this.natsClient) throw new Error('NATS is not connected');
      this.natsClient
        .request(this.normalizePattern(partialPacket.pattern), serialized.data, {
          timeout: REPLY_LIMIT_MS,
          headers: this.mergeHeaders(serialized.headers),
        })
        .then(
          (reply: Parameters<typeof handleReply>[1]) => active && handleReply(null, reply),
          (err: unknown) => active && callback({ err, isDisposed: true }),
        );
    } catch (err) {
      callback({ err, isDisposed: true });
    }
    return () => {
      active = false;
    };
  }
}
