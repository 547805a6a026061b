import type { Principal } from './principal.js';

/**
 * Whom a service acts for, in which request: the first parameter of every service method that acts for
 * someone (as vendure passes its RequestContext). Ownership checks read `principal`; services build it
 * with nest-kit's `@RequestCtx()`, the gateway with its `@Call()`.
 */
export interface RequestContext {
  /** The caller the gateway verified; absent for an anonymous caller and for the system (seeds). */
  principal?: Principal;
  /** Correlation id: the gateway's request id, logged by every hop. */
  requestId: string;
  /** The HTTP client as the gateway saw it (activity logs); never taken from a request body. */
  client?: ClientInfo;
}

/**
 * The payload of every request/reply message between the gateway and a service: the validated request
 * body or query as `data`, and the request context that travels with it.
 */
export interface ServiceMessage<T = unknown> extends RequestContext {
  data: T;
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
