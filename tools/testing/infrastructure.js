import { DEFAULTS, ensureInfrastructure } from '../scripts/lib/infra.mjs';

/**
 * Chooses the PostgreSQL, NATS and Redis the tests use: the configured URLs when any is set;
 * otherwise Testcontainers where a Docker engine runs; otherwise the local services at the default
 * URLs (started when installed but not running). Sets the URLs in process.env for the test workers
 * and returns a function that stops whatever it started.
 */
export async function provideTestInfrastructure() {
  if (process.env.DATABASE_URL || process.env.NATS_URL || process.env.REDIS_URL) return async () => {};
  try {
    return await startContainers();
  } catch (error) {
    // Testcontainers says this at once when no engine is found: use the machine's own services.
    if (!/container runtime strategy/i.test(String(error?.message))) throw error;
    return ensureInfrastructure(DEFAULTS);
  }
}

async function startContainers() {
  const { GenericContainer, Wait } = await import('testcontainers');
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const postgres = await new PostgreSqlContainer('postgres:16-alpine')
    .withUsername('postgres')
    .withPassword('postgres')
    .withDatabase('ped')
    .start();
  const nats = await new GenericContainer('nats:2.10-alpine')
    .withCommand(['--jetstream'])
    .withExposedPorts(4222)
    .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
    .start();
  const redis = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
  process.env.DATABASE_URL = postgres.getConnectionUri();
  process.env.NATS_URL = `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`;
  process.env.REDIS_URL = `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`;
  return async () => {
    await Promise.all([postgres.stop(), nats.stop(), redis.stop()]);
  };
}
