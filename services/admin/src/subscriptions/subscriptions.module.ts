import { Module } from '@nestjs/common';
import { MonthlyFiguresService } from './monthly-figures.service.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { SubscriptionsService } from './subscriptions.service.js';

@Module({
  controllers: [SubscriptionsController],
  providers: [SubscriptionsService, MonthlyFiguresService],
  exports: [SubscriptionsService, MonthlyFiguresService],
})
export class SubscriptionsModule {}
