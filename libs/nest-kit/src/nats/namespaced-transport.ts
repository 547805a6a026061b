import { injectTrace } from '@ped/telemetry';
import {
  createInbox,
  headers as natsHeaders,
  NoRespondersError,
  type Msg,
  type NatsConnection,
  type Subscription,
} from '@nats-io/transport-node';
import { ClientNats, ServerNats, type NatsOptions } from '@nestjs/microservices';
import type { MessageHandler, MsPattern, ReadPacket, WritePacket } from '@nestjs/microservices';
import type { HandlerObserver } from '../rpc/rpc-observation.js';
import { rpcSubject } from './namespace.js';
import { TurnBatch } from './turn-batch.js';

type NatsTransportOptions = NonNullable<NatsOptions['options']>;

/**
 * Nest's NATS server, subscribing to each pattern's wire subject (see rpcSubject), each handler run through
 * `observe` (rpc-observation.ts) when one is given.
 */
export class NamespacedNatsServer extends ServerNats {
  private readonly observed = new WeakMap<MessageHandler, MessageHandler>();

  constructor(
    options: NatsTransportOptions,
    private readonly namespace: string,
    private readonly observe?: HandlerObserver,
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

  // Wrapped where Nest looks a handler up for a message, once per handler; registration stays Nest's own.
  override getHandlerByPattern(pattern: string): MessageHandler | null {
    const handler = super.getHandlerByPattern(pattern);
    if (!handler || !this.observe) return handler;
    let observed = this.observed.get(handler);
    if (!observed) {
      observed = this.observe(pattern, handler);
      this.observed.set(handler, observed);
    }
    return observed;
  }

  // A reply that cannot be published is logged, as Nest does when it publishes at once.
  private readonly replies = new TurnBatch((error) => this.logger.error(error));

  // Replies finished in the same turn of the event loop leave in one write (see TurnBatch).
  override getPublisher(...args: Parameters<ServerNats['getPublisher']>): (response: unknown) => void {
    const publish = super.getPublisher(...args);
    return (response) => this.replies.add(() => publish(response));
  }
}

/**
 * Nest's NATS client, sending each pattern to its wire subject (see rpcSubject).
 *
 * Replies come to one inbox subscription per connection (ReplyInbox): Nest's own client subscribes
 * to a new inbox for every request and unsubscribes after it (three protocol messages and a
 * server-side subscription per call, most of the cost of a cheap read), and nats.js's request()
 * builds a deferred, a timer and an error object per call (~10 µs of CPU). Nest's replies arrive
 * as one message (the value with `isDisposed`), so one reply per request is all that is needed;
 * callers bound the wait (ServiceClient's timeout), and a request nobody listens to fails at once
 * (no responders). Requests made in the same turn of the event loop leave in one write (see
 * TurnBatch).
 */
export class NamespacedNatsClient extends ClientNats {
  constructor(
    options: NatsTransportOptions,
    private readonly namespace: string,
  ) {
    super(options);
  }

  private readonly requests = new TurnBatch((err) => this.logger.error(err));
  private inbox: ReplyInbox | null = null;

  protected override normalizePattern(pattern: MsPattern): string {
    return rpcSubject(this.namespace, super.normalizePattern(pattern));
  }

  protected override publish(partialPacket: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    let cancelled = false;
    let forget = () => {};
    const fail = (err: unknown) => callback({ err, isDisposed: true });
    try {
      const packet = this.assignPacketId(partialPacket);
      const serialized = this.serializer.serialize(packet);
      const handleReply = this.createSubscriptionHandler(packet, callback);
      const subject = this.normalizePattern(partialPacket.pattern);
      // The caller's trace travels with the request (read here: the batch below runs outside its context).
      const headers = injectTrace(this.mergeHeaders(serialized.headers), natsHeaders);
      this.requests.add(() => {
        if (cancelled) return;
        try {
          // Nest types its connection loosely; it is nats.js's.
          const connection = this.natsClient as NatsConnection | null;
          if (!connection) throw new Error('NATS is not connected');
          if (!this.inbox?.serves(connection)) this.inbox = new ReplyInbox(connection);
          const inbox = this.inbox;
          const token = inbox.expect(subject, (err, reply) =>
            err ? fail(err) : handleReply(null, reply).catch(fail),
          );
          forget = () => inbox.forget(token);
          connection.publish(subject, serialized.data, { reply: inbox.prefix + token, headers });
        } catch (err) {
          forget();
          fail(err);
        }
      });
    } catch (err) {
      fail(err);
    }
    return () => {
      cancelled = true;
      forget();
    };
  }

  /**
   * One request and its one reply, as a promise: what `send` gives through rxjs (an observable, a deferred
   * connect, mergeMap and a timeout operator per call, a tenth of the gateway's CPU on a cheap read), without it.
   * A service's refusal rejects with its error body; no reply within `timeoutMs` with RequestTimeoutError.
   */
  request<T>(pattern: string, data: unknown, timeoutMs: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let dispose = () => {};
      const timer = setTimeout(() => {
        dispose();
        reject(new RequestTimeoutError(pattern, timeoutMs));
      }, timeoutMs);
      const settle = ({ err, response }: WritePacket) => {
        clearTimeout(timer);
        if (err) reject(err);
        else resolve(response as T);
      };
      const publish = () => {
        dispose = this.publish({ pattern, data }, settle);
      };
      if (this.natsClient) publish();
      else
        this.connect().then(publish, (err: unknown) => {
          clearTimeout(timer);
          reject(err);
        });
    });
  }

  // Requests still waiting fail now rather than at their callers' timeouts.
  override async close(): Promise<void> {
    this.inbox?.failAll(new Error('Connection closed'));
    this.inbox = null;
    await super.close();
  }
}

/** No reply to a request within its time (NamespacedNatsClient.request). */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';

  constructor(pattern: string, ms: number) {
    super(`No reply to ${pattern} within ${ms} ms`);
  }
}

type ReplyHandler = (...result: [err: Error, reply: null] | [err: null, reply: Msg]) => void;

/**
 * One wildcard subscription, `<inbox>.*`, receiving the replies of every request made on one
 * connection; each request's reply subject ends in a token of its own. nats.js keeps the
 * subscription across reconnects.
 */
class ReplyInbox {
  readonly prefix = `${createInbox()}.`;
  private readonly waiting = new Map<string, { subject: string; handle: ReplyHandler }>();
  private readonly subscription: Subscription;
  private next = 0;

  constructor(private readonly connection: NatsConnection) {
    this.subscription = connection.subscribe(`${this.prefix}*`, {
      callback: (err, msg) => this.receive(err, msg),
    });
  }

  /** Whether replies on `connection` can still come here (its subscription did not end). */
  serves(connection: NatsConnection): boolean {
    return this.connection === connection && !this.subscription.isClosed();
  }

  /** Registers a request to `subject`; its reply goes to `prefix + token` and then to `handle`. */
  expect(subject: string, handle: ReplyHandler): string {
    const token = (++this.next).toString(36);
    this.waiting.set(token, { subject, handle });
    return token;
  }

  forget(token: string): void {
    this.waiting.delete(token);
  }

  failAll(err: Error): void {
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const { handle } of waiting) handle(err, null);
  }

  private receive(err: Error | null, msg: Msg): void {
    // The subscription itself failed (e.g. a permission error): no reply can come any more.
    if (err) return this.failAll(err);
    const token = msg.subject.slice(this.prefix.length);
    const request = this.waiting.get(token);
    if (!request) return; // its caller stopped waiting
    this.waiting.delete(token);
    const noResponders = msg.data.length === 0 && msg.headers?.code === 503;
    if (noResponders) request.handle(new NoRespondersError(request.subject), null);
    else request.handle(null, msg);
  }
}
