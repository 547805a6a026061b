import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule } from '@ped/nest-kit';
import { AccountsModule } from './accounts/accounts.module.js';
import type { IdentityConfig } from './config/identity.config.js';
import { identityDatabase } from './database/identity.datasource.js';

@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forRoot({
          service: 'identity',
          config,
          database: identityDatabase(config.DATABASE_URL),
        }),
        AccountsModule,
      ],
    };
  }
}
