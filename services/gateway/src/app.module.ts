import { Module, type DynamicModule } from '@nestjs/common';
import { CategoriesController } from './catalog/categories.controller.js';
import { GatewayConfig } from './config/gateway.config.js';
import { HealthController } from './health/health.controller.js';
import { JwksController } from './keys/jwks.controller.js';
import { JwtKeysService } from './keys/jwt-keys.service.js';
import { RedisModule } from './redis/redis.module.js';
import { ServicesModule } from './services/services.module.js';

/** Provides the validated configuration to every module. */
@Module({})
class ConfigModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [{ provide: GatewayConfig, useValue: config }],
      exports: [GatewayConfig],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), ServicesModule, RedisModule],
      controllers: [HealthController, JwksController, CategoriesController],
      providers: [JwtKeysService],
    };
  }
}
