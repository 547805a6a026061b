import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { StatsController } from './stats.controller.js';
import { StatsService } from './stats.service.js';

@Module({
  imports: [ActivityModule, SubscriptionsModule],
  controllers: [StatsController],
  providers: [StatsService],
})
export class StatsModule {}
