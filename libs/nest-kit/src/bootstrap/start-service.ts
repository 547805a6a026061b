import { NestFactory } from '@nestjs/core';
import { declareMetrics, METRICS, nameProcess, serveMetrics } from '@ped/telemetry';
import type { INestApplicationContext, INestMicroservice } from '@nestjs/common';
import type { ServiceConfig } from '../config/service.config.js';
import { loadConfig } from '../config/load-config.js';
import { runMigrations } from '../database/schema-data-source.js';
import { createLogger, PinoNestLogger } from '../logging/logger.js';
import { natsConnectionOptions } from '../nats/connection-options.js';
import { NamespacedNatsServer } from '../nats/namespaced-transport.js';
import { RpcErrorFilter } from '../rpc/rpc-error.filter.js';
import { rpcObserver } from '../rpc/rpc-observation.js';
import { processName, type Env, type ServiceDefinition } from './service-definition.js';

/**
 * Migrates the service's schema, then listens on NATS request/reply in a queue group named
 * after the service (instances share the load) and shuts down gracefully on SIGTERM/SIGINT.
 */
export async function startService<C extends ServiceConfig>(
  definition: ServiceDefinition<C>,
  env: Env = process.env,
): Promise<INestMicroservice> {
  const { service } = definition;
  const config = loadConfig(definition.configClass, env);
  const logger = createLogger(processName(definition), config.LOG_LEVEL);
  nameProcess(processName(definition));
  declareMetrics(METRICS.rpcServerDuration);
  if (config.METRICS_PORT > 0) await serveMetrics(config.METRICS_PORT, config.METRICS_HOST);
  const applied = await runMigrations(definition.database(config));
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');

  const app = await NestFactory.createMicroservice(definition.appModule(config), {
    strategy: new NamespacedNatsServer(
      {
        ...natsConnectionOptions(config.NATS_URL, service),
        queue: service,
        gracefulShutdown: true,
        gracePeriod: 500,
      },
      config.NAMESPACE,
      rpcObserver(logger, config.NAMESPACE),
    ),
    logger: new PinoNestLogger(logger),
    // A failed start rejects (main's top-level await then exits) rather than exiting the process from
    // inside Nest: a test that starts a service in-process fails that test, not the whole jest run.
    abortOnError: false,
  });
  app.useGlobalFilters(new RpcErrorFilter(logger));
  app.enableShutdownHooks();
  await app.listen();
  logger.info({ namespace: config.NAMESPACE || undefined }, `${processName(definition)} listening on NATS`);
  return app;
}

/** Applies the service's pending migrations and returns their names. */
export async function migrateService<C extends ServiceConfig>(
  definition: ServiceDefinition<C>,
  env: Env = process.env,
): Promise<string[]> {
  return runMigrations(definition.database(loadConfig(definition.configClass, env)));
}

/**
 * Runs `work` inside the service's module without listening for requests (seeds, one-off
 * commands). Events written meanwhile stay in the outbox until some instance's relay sends them.
 */
export async function withServiceContext<C extends ServiceConfig, T>(
  definition: ServiceDefinition<C>,
  work: (app: INestApplicationContext) => Promise<T>,
  env: Env = process.env,
): Promise<T> {
  const config = loadConfig(definition.configClass, env);
  await runMigrations(definition.database(config));
  const app = await NestFactory.createApplicationContext(definition.appModule(config), {
    logger: new PinoNestLogger(createLogger(definition.service, config.LOG_LEVEL)),
    abortOnError: false,
  });
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}
