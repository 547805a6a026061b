import type { ConnectionOptions } from '@nats-io/transport-node';

/**
 * Wait for NATS on first connect and reconnect forever: a service never gives up on the bus.
 * No async traces: nats.js would otherwise build two Error objects (stack traces) for every request
 * in case it fails; callers wrap failures in their own errors anyway.
 */
export function natsConnectionOptions(url: string, name: string): ConnectionOptions {
  return {
    servers: url.split(','),
    name,
    waitOnFirstConnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
    noAsyncTraces: true,
  };
}
