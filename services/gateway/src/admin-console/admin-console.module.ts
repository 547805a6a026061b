import { Module } from '@nestjs/common';
import { AdminConsoleController } from './admin-console.controller.js';
import { HealthShare } from './health-share.js';
import { ModerationQueueController } from './moderation-queue.controller.js';
import { ResponseTimes } from './response-times.js';

/** The admin console's routes served by the admin service, and the gateway's own measurements for it. */
@Module({
  controllers: [AdminConsoleController, ModerationQueueController],
  providers: [ResponseTimes, HealthShare],
})
export class AdminConsoleModule {}
