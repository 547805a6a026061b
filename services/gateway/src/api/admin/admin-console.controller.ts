import { Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ActivityQuery,
  ADMIN_PATTERNS,
  type ActivityListDto,
  type AdminEnhancedStatsDto,
  type AdminNotificationListDto,
  type AdminStatsDto,
  type MessageTemplateDto,
  type PlatformMetricDto,
  type SubscriptionDto,
} from '@ped/contracts/admin';
import { AdminOnly } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { HealthShare } from './health-share.js';
import { ResponseTimes } from './response-times.js';

/** The admin console's figures and lists (the admin service's read models; the gateway adds its own measurements). */
@ApiTags('admin')
@Controller('admin')
@AdminOnly()
export class AdminConsoleController {
  constructor(
    private readonly services: ServiceClient,
    private readonly responseTimes: ResponseTimes,
    private readonly health: HealthShare,
  ) {}

  @Get('stats')
  @Answers({ 200: 'The counters (also the console’s session check)' })
  stats(@Call() call: CallContext): Promise<AdminStatsDto> {
    return this.services.send(ADMIN_PATTERNS.statsGet, {}, call);
  }

  @Get('enhanced-stats')
  @Answers({
    200: 'The enhanced dashboard’s figures; systemHealth, responseTime and uptime are this gateway’s own measurements',
  })
  async enhancedStats(@Call() call: CallContext): Promise<AdminEnhancedStatsDto> {
    const [stats, health] = await Promise.all([
      this.services.send<AdminEnhancedStatsDto>(ADMIN_PATTERNS.enhancedStatsGet, {}, call),
      this.health.current(),
    ]);
    const responseTime = this.responseTimes.medianMs();
    return {
      ...stats,
      systemHealth: health.systemHealth,
      responseTime,
      analytics: { ...stats.analytics, responseTimeMs: responseTime, uptime: health.uptime },
    };
  }

  @Get('activity')
  @Answers({
    200: 'Exporters and conversations created or changing status, newest first',
    400: 'limit out of range (1–200)',
  })
  activity(@Query() query: ActivityQuery, @Call() call: CallContext): Promise<ActivityListDto> {
    return this.services.send(ADMIN_PATTERNS.activityList, query, call);
  }

  @Get('subscriptions')
  @Answers({ 200: 'The newest 200 subscriptions (from the exporters’ plans)' })
  subscriptions(@Call() call: CallContext): Promise<SubscriptionDto[]> {
    return this.services.send(ADMIN_PATTERNS.subscriptionList, {}, call);
  }

  @Get('notifications')
  @Answers({ 200: 'The newest 50 notifications and the unread count' })
  notifications(@Call() call: CallContext): Promise<AdminNotificationListDto> {
    return this.services.send(ADMIN_PATTERNS.notificationList, {}, call);
  }

  @Post('notifications/read')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Answers({ 204: 'Every notification is read' })
  async readNotifications(@Call() call: CallContext): Promise<void> {
    await this.services.send(ADMIN_PATTERNS.notificationsRead, {}, call);
  }

  @Get('message-templates')
  @Answers({ 200: 'The message templates' })
  messageTemplates(@Call() call: CallContext): Promise<MessageTemplateDto[]> {
    return this.services.send(ADMIN_PATTERNS.messageTemplateList, {}, call);
  }

  @Get('metrics')
  @Answers({ 200: 'The newest 100 platform metrics (each counter at the end of each day)' })
  metrics(@Call() call: CallContext): Promise<PlatformMetricDto[]> {
    return this.services.send(ADMIN_PATTERNS.metricList, {}, call);
  }
}
