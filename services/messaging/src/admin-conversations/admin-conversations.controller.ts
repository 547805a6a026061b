import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  AdminConversationsQuery,
  MESSAGING_PATTERNS,
  ModerateConversationRequest,
  type AdminConversationListDto,
  type ModerateConversationResultDto,
} from '@ped/contracts/messaging';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { AdminConversationsService } from './admin-conversations.service.js';

/** Administrators only (the service checks). */
@Controller()
export class AdminConversationsController {
  constructor(private readonly conversations: AdminConversationsService) {}

  @MessagePattern(MESSAGING_PATTERNS.adminConversationList)
  list(
    @RequestCtx() ctx: RequestContext,
    @RequestData() query: AdminConversationsQuery,
  ): Promise<AdminConversationListDto> {
    return this.conversations.list(ctx, query);
  }

  @MessagePattern(MESSAGING_PATTERNS.adminConversationModerate)
  moderate(
    @RequestCtx() ctx: RequestContext,
    @RequestData() request: ModerateConversationRequest,
  ): Promise<ModerateConversationResultDto> {
    return this.conversations.moderate(ctx, request);
  }
}
