import type { ServiceDefinition } from '@ped/nest-kit';
import { CatalogConfig } from './config/catalog.config.js';
import { catalogDatabase } from './database/catalog.datasource.js';
import { CatalogWorkerModule } from './worker/catalog-worker.module.js';

/** The catalog's worker: its schedule and bulk mail, apart from the process that answers requests. */
export const catalogWorker: ServiceDefinition<CatalogConfig> = {
  service: 'catalog',
  role: 'worker',
  configClass: CatalogConfig,
  database: (config) => catalogDatabase(config.DATABASE_URL),
  appModule: (config) => CatalogWorkerModule.forRoot(config),
};
