import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule } from '@ped/nest-kit';
import { CategoryModule } from './category/category.module.js';
import type { CatalogConfig } from './config/catalog.config.js';
import { catalogDatabase } from './database/catalog.datasource.js';

@Module({})
export class AppModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forRoot({
          service: 'catalog',
          config,
          database: catalogDatabase(config.DATABASE_URL),
        }),
        CategoryModule,
      ],
    };
  }
}
