import { STREAMS, type ServiceName } from '@ped/contracts';

/** `catalog.category.list` → `<namespace>.catalog.category.list` (unchanged without a namespace). */
export function namespaced(namespace: string, subject: string): string {
  return namespace ? `${namespace}.${subject}` : subject;
}

/** The inverse of `namespaced`, for subjects read back from NATS. */
export function withoutNamespace(namespace: string, subject: string): string {
  return namespace && subject.startsWith(`${namespace}.`) ? subject.slice(namespace.length + 1) : subject;
}

export function streamName(namespace: string, service: ServiceName): string {
  const name = STREAMS[service];
  return namespace ? `${namespace.toUpperCase().replace(/-/g, '_')}_${name}` : name;
}

/**
 * The wire subject of a request/reply pattern. Requests live under `rpc.` so they never fall into
 * a service's event stream (`<service>.>`), which shares the `<service>.` prefix by convention.
 */
export function rpcSubject(namespace: string, pattern: string): string {
  return namespaced(namespace, `rpc.${pattern}`);
}
