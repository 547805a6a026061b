import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ADMIN_CONVERSATION_MESSAGES,
  AdminConversationsQuery,
  ConversationIdParams,
  MESSAGING_PATTERNS,
  ModerateConversationCommand,
  type AdminConversationListDto,
  type ModerateConversationResultDto,
} from '@ped/contracts/messaging';
import { AdminConversationListSchema, ModerateConversationResultSchema } from '@ped/contracts/responses';
import { AdminOnly } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

/** The admin console's conversations: every buyer–exporter conversation, and blocking, archiving or unblocking one. */
@ApiTags('admin')
@Controller('admin/conversations')
@AdminOnly()
export class AdminConversationsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Answers({
    200: {
      description: 'Every conversation (of `status`, when given), newest activity first, with its parties',
      schema: AdminConversationListSchema,
    },
    400: 'An unknown status, or limit/offset out of range',
  })
  list(
    @Query() query: AdminConversationsQuery,
    @Call() call: CallContext,
  ): Promise<AdminConversationListDto> {
    return this.services.send(MESSAGING_PATTERNS.adminConversationList, query, call);
  }

  @Patch(':id/moderate')
  @Answers({
    200: {
      description:
        'Blocked (with its buyer and exporter), archived (a block stays), or unblocked (the pair’s blocked conversations become active); both parties’ open pages follow live; the new status',
      schema: ModerateConversationResultSchema,
    },
    400: `"${ADMIN_CONVERSATION_MESSAGES.action}"`,
    404: 'CONVERSATION_NOT_FOUND',
    409: `CONVERSATION_NOT_ACTIVE: "${ADMIN_CONVERSATION_MESSAGES.notActive('{status}')}" (archive works from any state); CONVERSATION_NOT_BLOCKED: "${ADMIN_CONVERSATION_MESSAGES.notBlocked}"`,
  })
  moderate(
    @Param() params: ConversationIdParams,
    @Body() command: ModerateConversationCommand,
    @Call() call: CallContext,
  ): Promise<ModerateConversationResultDto> {
    return this.services.send(
      MESSAGING_PATTERNS.adminConversationModerate,
      { ...command, id: params.id },
      call,
    );
  }
}
