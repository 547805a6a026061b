import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import { ActivityQuery, ADMIN_PATTERNS, type ActivityListDto } from '@ped/contracts/admin';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { ActivityItemsService } from './activity-items.service.js';

@Controller()
export class ActivityController {
  constructor(private readonly items: ActivityItemsService) {}

  @MessagePattern(ADMIN_PATTERNS.activityList)
  list(@RequestCtx() ctx: RequestContext, @RequestData() query: ActivityQuery): Promise<ActivityListDto> {
    return this.items.list(ctx, query);
  }
}
