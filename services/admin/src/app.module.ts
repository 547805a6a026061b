import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule } from '@ped/nest-kit';
import { ActivityModule } from './activity/activity.module.js';
import type { AdminConfig } from './config/admin.config.js';
import { CountersModule } from './counters/counters.module.js';
import { adminDatabase } from './database/admin.datasource.js';
import { EventsModule } from './events/events.module.js';
import { PlatformMetricsModule } from './metrics/platform-metrics.module.js';
import { ModerationModule } from './moderation/moderation.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { StatsModule } from './stats/stats.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { MessageTemplatesModule } from './templates/message-templates.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AdminConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forRoot({ service: 'admin', config, database: adminDatabase(config.DATABASE_URL) }),
        CountersModule,
        StatsModule,
        ActivityModule,
        SubscriptionsModule,
        NotificationsModule,
        ModerationModule,
        MessageTemplatesModule,
        PlatformMetricsModule,
        EventsModule,
      ],
    };
  }
}
