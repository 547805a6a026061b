import type { DynamicModule } from '@nestjs/common';
import type { ServiceName } from '@ped/contracts';
import type { ServiceConfig } from '../config/service.config.js';
import type { SchemaDataSourceInput } from '../database/schema-data-source.js';

/** Everything the kit needs to migrate, start, seed or health-check one service. */
export interface ServiceDefinition<C extends ServiceConfig = ServiceConfig> {
  service: ServiceName;
  configClass: new () => C;
  database: (config: C) => SchemaDataSourceInput;
  appModule: (config: C) => DynamicModule;
  /**
   * `worker`: the service's scheduled and bulk jobs in a process of their own, so they never take the time of the
   * process that answers requests. It answers only its jobs' patterns (no health check) and logs and counts its
   * metrics as `<service>-worker`.
   */
  role?: 'worker';
}

/** How a process of `definition` names itself in logs and metrics. */
export const processName = (definition: Pick<ServiceDefinition, 'service' | 'role'>): string =>
  definition.role === 'worker' ? `${definition.service}-worker` : definition.service;

export type Env = Record<string, string | undefined>;
