import type { ServiceDefinition } from '@ped/nest-kit';
import { AppModule } from './app.module.js';
import { MessagingConfig } from './config/messaging.config.js';
import { messagingDatabase } from './database/messaging.datasource.js';

export const messagingService: ServiceDefinition<MessagingConfig> = {
  service: 'messaging',
  configClass: MessagingConfig,
  database: (config) => messagingDatabase(config.DATABASE_URL),
  appModule: (config) => AppModule.forRoot(config),
};
