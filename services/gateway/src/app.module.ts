import { Module, type DynamicModule } from '@nestjs/common';
import { LOGGER, type Logger } from '@ped/nest-kit';
import { MediaConfig } from '@ped/nest-kit/media';
import { ApiModule } from './api/api.module.js';
import { AuthModule } from './auth/auth.module.js';
import { GatewayConfig } from './config/gateway.config.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { RedisModule } from './redis/redis.module.js';
import { ServicesModule } from './services/services.module.js';

/** Provides the validated configuration (the gateway's and its stores') and the process's logger (`LOGGER`) to every module. */
@Module({})
class ConfigModule {
  static forRoot(config: GatewayConfig, media: MediaConfig, logger: Logger): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [
        { provide: GatewayConfig, useValue: config },
        { provide: MediaConfig, useValue: media },
        { provide: LOGGER, useValue: logger },
      ],
      exports: [GatewayConfig, MediaConfig, LOGGER],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig, media: MediaConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, media, logger),
        ServicesModule,
        RedisModule,
        AuthModule,
        RateLimitModule,
        ApiModule,
      ],
    };
  }
}
