import type { ServiceDefinition } from '@ped/nest-kit';
import { AppModule } from './app.module.js';
import { AdminConfig } from './config/admin.config.js';
import { adminDatabase } from './database/admin.datasource.js';

export const adminService: ServiceDefinition<AdminConfig> = {
  service: 'admin',
  configClass: AdminConfig,
  database: (config) => adminDatabase(config.DATABASE_URL),
  appModule: (config) => AppModule.forRoot(config),
};
