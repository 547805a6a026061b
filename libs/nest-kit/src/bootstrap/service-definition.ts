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
}

export type Env = Record<string, string | undefined>;
