import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';

/** One request's scope; code that notes things about the request keys them by this object. */
export interface RequestScope {
  readonly requestId: string;
  readonly logger: Logger;
}

const storage = new AsyncLocalStorage<RequestScope>();

/** Runs `fn` with a request id and a logger bound to it, visible to everything it calls. */
export function runInRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

/** The logger of the current request (with its id), or `fallback` outside a request. */
export function scopedLogger(fallback: Logger): Logger {
  return storage.getStore()?.logger ?? fallback;
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** The current request's scope, or undefined outside a request. */
export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}
