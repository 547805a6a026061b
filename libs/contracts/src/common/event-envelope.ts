import type { Principal } from './principal.js';
import type { ClientInfo } from './service-message.js';

/** Every domain event on JetStream travels in this envelope; `id` is also the `Nats-Msg-Id`. */
export interface EventEnvelope<T = unknown> {
  id: string;
  type: string;
  occurredAt: string;
  version: number;
  actor?: Principal;
  /** The HTTP client of the request that caused it, when an administrator's (the admin activity log). */
  client?: ClientInfo;
  /** The W3C trace context (`traceparent`) of the request that caused it, when tracing is on. */
  trace?: Record<string, string>;
  data: T;
}
