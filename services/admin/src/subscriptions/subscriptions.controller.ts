import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import { ADMIN_PATTERNS, type SubscriptionDto } from '@ped/contracts/admin';
import { RequestCtx } from '@ped/nest-kit';
import { SubscriptionsService } from './subscriptions.service.js';

@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @MessagePattern(ADMIN_PATTERNS.subscriptionList)
  list(@RequestCtx() ctx: RequestContext): Promise<SubscriptionDto[]> {
    return this.subscriptions.list(ctx);
  }
}
