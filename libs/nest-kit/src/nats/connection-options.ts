import type { ConnectionOptions } from '@nats-io/transport-node';

/** Wait for NATS on first connect and reconnect forever: a service never gives up on the bus. */
export function natsConnectionOptions(url: string, name: string): ConnectionOptions {
  return {
    servers: url.split(','),
    name,
    waitOnFirstConnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
  };
}
