import type { Principal } from './principal.js';

/** Every domain event on JetStream travels in this envelope; `id` is also the `Nats-Msg-Id`. */
export interface EventEnvelope<T = unknown> {
  id: string;
  type: string;
  occurredAt: string;
  version: number;
  actor?: Principal;
  data: T;
}
