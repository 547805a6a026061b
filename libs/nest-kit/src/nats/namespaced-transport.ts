import { ClientNats, ServerNats, type NatsOptions } from '@nestjs/microservices';
import type { MessageHandler, MsPattern } from '@nestjs/microservices';
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
}

/** Nest's NATS client, sending each pattern to its wire subject (see rpcSubject). */
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
}
