import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  ADMIN_PATTERNS,
  ModerationListQuery,
  ResolveModerationRequest,
  type ModerationItemDto,
  type ModerationListDto,
} from '@ped/contracts/admin';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { ModerationService } from './moderation.service.js';

@Controller()
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @MessagePattern(ADMIN_PATTERNS.moderationList)
  list(
    @RequestCtx() ctx: RequestContext,
    @RequestData() query: ModerationListQuery,
  ): Promise<ModerationListDto> {
    return this.moderation.list(ctx, query);
  }

  @MessagePattern(ADMIN_PATTERNS.moderationResolve)
  resolve(
    @RequestCtx() ctx: RequestContext,
    @RequestData() request: ResolveModerationRequest,
  ): Promise<ModerationItemDto> {
    return this.moderation.resolve(ctx, request);
  }
}
