import { HEALTH_PATTERNS, type ServiceHealth, type ServiceMessage } from '@ped/contracts';
import { firstValueFrom, timeout } from 'rxjs';
import type { ServiceConfig } from '../config/service.config.js';
import { loadConfig } from '../config/load-config.js';
import { NamespacedNatsClient } from '../nats/namespaced-transport.js';
import type { Env, ServiceDefinition } from './service-definition.js';

/**
 * Asks a running instance for its health over NATS, as the gateway would (container health
 * checks): true when it answers `ok` within the timeout.
 */
export async function checkServiceHealth<C extends ServiceConfig>(
  definition: ServiceDefinition<C>,
  env: Env = process.env,
  timeoutMs = 2000,
): Promise<boolean> {
  const config = loadConfig(definition.configClass, env);
  const client = new NamespacedNatsClient(
    { servers: config.NATS_URL.split(','), name: 'healthcheck', timeout: timeoutMs },
    config.NAMESPACE,
  );
  const message: ServiceMessage = { data: {}, requestId: 'healthcheck' };
  try {
    const health = await firstValueFrom(
      client.send<ServiceHealth>(HEALTH_PATTERNS[definition.service], message).pipe(timeout(timeoutMs)),
    );
    return health.status === 'ok';
  } catch {
    return false;
  } finally {
    await client.close();
  }
}
