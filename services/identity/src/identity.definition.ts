import type { ServiceDefinition } from '@ped/nest-kit';
import { AppModule } from './app.module.js';
import { IdentityConfig } from './config/identity.config.js';
import { identityDatabase } from './database/identity.datasource.js';

export const identityService: ServiceDefinition<IdentityConfig> = {
  service: 'identity',
  configClass: IdentityConfig,
  database: (config) => identityDatabase(config.DATABASE_URL),
  appModule: (config) => AppModule.forRoot(config),
};
