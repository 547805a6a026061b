import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule } from '@ped/nest-kit';
import type { AdminConfig } from './config/admin.config.js';
import { adminDatabase } from './database/admin.datasource.js';
import { StatsModule } from './stats/stats.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AdminConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forRoot({ service: 'admin', config, database: adminDatabase(config.DATABASE_URL) }),
        StatsModule,
      ],
    };
  }
}
