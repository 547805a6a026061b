import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { CategoriesReadModelService } from './categories-read-model.service.js';
import { ExporterReadModelService } from './exporter-read-model.service.js';

@Module({
  imports: [ActivityModule, NotificationsModule, SubscriptionsModule],
  providers: [ExporterReadModelService, CategoriesReadModelService],
  exports: [ExporterReadModelService, CategoriesReadModelService],
})
export class ExportersModule {}
