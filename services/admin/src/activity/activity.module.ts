import { Module } from '@nestjs/common';
import { ActivityItemsService } from './activity-items.service.js';
import { ActivityLogService } from './activity-log.service.js';
import { ActivityController } from './activity.controller.js';
import { AdminSignInsService } from './admin-sign-ins.service.js';

@Module({
  controllers: [ActivityController],
  providers: [ActivityItemsService, ActivityLogService, AdminSignInsService],
  exports: [ActivityItemsService, ActivityLogService, AdminSignInsService],
})
export class ActivityModule {}
