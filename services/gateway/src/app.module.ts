import { Module, type DynamicModule } from '@nestjs/common';
import { LOGGER, type Logger } from '@ped/nest-kit';
import { AdminHttpModule } from './admin/admin-http.module.js';
import { AdminConsoleModule } from './admin-console/admin-console.module.js';
import { AdminModerationModule } from './admin-moderation/admin-moderation.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BuyerHttpModule } from './buyer/buyer-http.module.js';
import { BuyingRequestsHttpModule } from './buying-requests/buying-requests-http.module.js';
import { RequirementDigestHttpModule } from './requirement-digest/requirement-digest-http.module.js';
import { CatalogHttpModule } from './catalog/catalog-http.module.js';
import { GatewayConfig } from './config/gateway.config.js';
import { HealthController } from './health/health.controller.js';
import { JwksController } from './keys/jwks.controller.js';
import { LiveModule } from './live/live.module.js';
import { MediaModule } from './media/media.module.js';
import { MessagingHttpModule } from './messaging/messaging-http.module.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { RedisModule } from './redis/redis.module.js';
import { ServicesModule } from './services/services.module.js';
import { VerificationHttpModule } from './verification/verification-http.module.js';

/** Provides the validated configuration and the process's logger (`LOGGER`) to every module. */
@Module({})
class ConfigModule {
  static forRoot(config: GatewayConfig, logger: Logger): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [
        { provide: GatewayConfig, useValue: config },
        { provide: LOGGER, useValue: logger },
      ],
      exports: [GatewayConfig, LOGGER],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, logger),
        ServicesModule,
        RedisModule,
        AuthModule,
        RateLimitModule,
        BuyerHttpModule,
        BuyingRequestsHttpModule,
        RequirementDigestHttpModule,
        CatalogHttpModule,
        MessagingHttpModule,
        AdminHttpModule,
        AdminConsoleModule,
        AdminModerationModule,
        LiveModule,
        MediaModule,
        VerificationHttpModule,
      ],
      controllers: [HealthController, JwksController],
    };
  }
}
