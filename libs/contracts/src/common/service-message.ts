import type { Principal } from './principal.js';

/**
 * The payload of every request/reply message between the gateway and a service.
 * `data` is the validated request body or query; the rest is context that travels with it.
 */
export interface ServiceMessage<T = unknown> {
  data: T;
  principal?: Principal;
  /** Correlation id: the gateway's request id, logged by every hop. */
  requestId: string;
  /** The HTTP client as the gateway saw it (activity logs); never taken from a request body. */
  client?: ClientInfo;
}

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/** What every service answers to its `<svc>.health.check` pattern. */
export interface ServiceHealth {
  service: string;
  status: 'ok' | 'degraded';
  checks: Record<string, boolean>;
}
