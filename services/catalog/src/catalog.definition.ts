import type { ServiceDefinition } from '@ped/nest-kit';
import { AppModule } from './app.module.js';
import { CatalogConfig } from './config/catalog.config.js';
import { catalogDatabase } from './database/catalog.datasource.js';

export const catalogService: ServiceDefinition<CatalogConfig> = {
  service: 'catalog',
  configClass: CatalogConfig,
  database: (config) => catalogDatabase(config.DATABASE_URL),
  appModule: (config) => AppModule.forRoot(config),
};
