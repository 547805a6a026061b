import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import { ADMIN_PATTERNS, type AdminNotificationListDto } from '@ped/contracts/admin';
import { RequestCtx } from '@ped/nest-kit';
import { NotificationsService } from './notifications.service.js';

@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @MessagePattern(ADMIN_PATTERNS.notificationList)
  list(@RequestCtx() ctx: RequestContext): Promise<AdminNotificationListDto> {
    return this.notifications.list(ctx);
  }

  @MessagePattern(ADMIN_PATTERNS.notificationsRead)
  async markAllRead(@RequestCtx() ctx: RequestContext): Promise<{ ok: true }> {
    await this.notifications.markAllRead(ctx);
    return { ok: true };
  }
}
