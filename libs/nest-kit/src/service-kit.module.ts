import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HEALTH_PATTERNS, type ServiceName } from '@ped/contracts';
import type { ServiceConfig } from './config/service.config.js';
import { PreparedReads } from './database/prepared-reads.js';
import { schemaDataSourceOptions, type SchemaDataSourceInput } from './database/schema-data-source.js';
import { createDeadLetterController } from './events/dead-letter.controller.js';
import { EventConsumerService } from './events/event-consumer.service.js';
import { OutboxRelay } from './events/outbox-relay.service.js';
import { OutboxService } from './events/outbox.service.js';
import { createHealthController } from './health/health.controller.js';
import { createLogger } from './logging/logger.js';
import { ServiceMetrics } from './metrics/service-metrics.js';
import { NatsBus } from './nats/nats-bus.js';
import { LOGGER, SERVICE_CONTEXT, type ServiceContext } from './service-context.js';

export interface ServiceKitOptions {
  service: ServiceName;
  config: ServiceConfig;
  database: SchemaDataSourceInput;
  /** The service's worker (ServiceDefinition.role): no health check, no dead-letter patterns (the service has them). */
  worker?: boolean;
}

/**
 * The service's configuration under its own class and each class it extends (CatalogConfig, MailServiceConfig,
 * ServiceConfig, BaseConfig): a provider injects the one it reads, typed, as the gateway injects GatewayConfig.
 */
function configProviders(config: ServiceConfig): Provider[] {
  const providers: Provider[] = [];
  // A class's prototype chain ends at Function.prototype (a plain object's config provides nothing).
  let type: unknown = config.constructor;
  while (typeof type === 'function' && type !== Object && type !== Function.prototype) {
    providers.push({ provide: type, useValue: config });
    type = Object.getPrototypeOf(type);
  }
  return providers;
}

/**
 * What every service has: its database (own schema) with a pool for prepared hot reads, its logger,
 * the event bus with outbox, relay and consumers, and the health pattern `<service>.health.check`.
 */
@Module({})
export class ServiceKitModule {
  static forRoot({ service, config, database, worker = false }: ServiceKitOptions): DynamicModule {
    const context: ServiceContext = { service, schema: database.schema, config };
    const configs = configProviders(config);
    return {
      module: ServiceKitModule,
      global: true,
      imports: [TypeOrmModule.forRoot(schemaDataSourceOptions(database))],
      controllers: worker
        ? []
        : [createHealthController(HEALTH_PATTERNS[service]), createDeadLetterController(service)],
      providers: [
        { provide: SERVICE_CONTEXT, useValue: context },
        ...configs,
        { provide: LOGGER, useValue: createLogger(service, config.LOG_LEVEL) },
        {
          provide: PreparedReads,
          useFactory: () => PreparedReads.connect(database.url, `ped-${database.schema}-reads`),
        },
        NatsBus,
        OutboxRelay,
        OutboxService,
        EventConsumerService,
        ServiceMetrics,
      ],
      exports: [
        SERVICE_CONTEXT,
        ...configs,
        LOGGER,
        PreparedReads,
        NatsBus,
        OutboxRelay,
        OutboxService,
        EventConsumerService,
      ],
    };
  }
}
