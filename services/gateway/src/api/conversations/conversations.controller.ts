import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CONTACT_RESTRICTION_MESSAGES,
  CONVERSATION_MESSAGES as M,
  ConversationIdParams,
  ListConversationsQuery,
  ListMessagesQuery,
  MESSAGING_PATTERNS,
  ReportConversationCommand,
  SendMessageCommand,
  StartConversationCommand,
  UpdateConversationStatusCommand,
  type ConversationDetailDto,
  type ConversationListDto,
  type ConversationSummaryDto,
  type MessageDto,
  type MessagePageDto,
  type ReportFiledDto,
  type StartConversationResultDto,
} from '@ped/contracts/messaging';
import {
  ConversationDetailSchema,
  ConversationListSchema,
  ConversationSummarySchema,
  MessagePageSchema,
  MessageSchema,
  ReportFiledSchema,
  StartConversationResultSchema,
} from '@ped/contracts/responses';
import type { FastifyReply } from 'fastify';
import { SignedIn } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { RATE_LIMITS } from '../../rate-limit/rate-limit.constants.js';
import { RateLimit } from '../../rate-limit/rate-limit.guard.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { ExporterRoleGuard } from '../../auth/exporter-role.guard.js';
import { Answers } from '../../openapi/answers.js';

const NOT_A_PARTY = 'Conversation not found (or the caller is not one of its two parties)';
const BLOCKED = `CONTACT_BLOCKED: "${CONTACT_RESTRICTION_MESSAGES.blocked}" (the buyer and the exporter are blocked)`;
const SUSPENDED = `BUYER_SUSPENDED: "${CONTACT_RESTRICTION_MESSAGES.suspended}"`;
/** Every route's: a route that names its own 403 says it (more) there. */
const EVERY_ROUTE = { 403: 'Administrators have no conversations' };

/**
 * Conversations between a buyer and an exporter (exporters through the profile their account owns).
 * The messaging service checks that the caller is a party of each conversation.
 */
@ApiTags('messaging')
@Controller('conversations')
@SignedIn('buyer', 'user')
@UseGuards(ExporterRoleGuard)
export class ConversationsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Answers({
    ...EVERY_ROUTE,
    200: { description: 'The caller’s conversations, newest activity first', schema: ConversationListSchema },
    400: 'An unknown status, or limit/offset out of range',
  })
  list(@Query() query: ListConversationsQuery, @Call() call: CallContext): Promise<ConversationListDto> {
    return this.services.send(MESSAGING_PATTERNS.conversationList, query, call);
  }

  /** 201 when started now, 200 with the existing one (same exporter and subject); then the initial message. */
  @Post()
  @SignedIn('buyer')
  @RateLimit(RATE_LIMITS.conversationStart)
  @Answers({
    201: { description: 'Conversation started', schema: StartConversationResultSchema },
    200: {
      description: 'The buyer’s existing conversation with this exporter and subject',
      schema: StartConversationResultSchema,
    },
    400: `"${M.exporterRequired}", "${M.subjectRequired}", "${M.subjectTooLong}", "${M.initialMessageRequired}"`,
    404: 'Exporter Not Found (unknown or not public)',
    403: `${BLOCKED}; ${SUSPENDED}; only buyers start conversations`,
    409: 'The existing conversation is archived or blocked (initial message refused)',
    429: 'Too many conversations started',
  })
  async start(
    @Body() command: StartConversationCommand,
    @Call() call: CallContext,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const result = await this.services.send<StartConversationResultDto>(
      MESSAGING_PATTERNS.conversationStart,
      command,
      call,
    );
    await reply.status(result.created ? 201 : 200).send(result);
  }

  @Get(':id')
  @Answers({
    ...EVERY_ROUTE,
    200: { description: 'The conversation and both parties', schema: ConversationDetailSchema },
    404: NOT_A_PARTY,
  })
  get(@Param() params: ConversationIdParams, @Call() call: CallContext): Promise<ConversationDetailDto> {
    return this.services.send(MESSAGING_PATTERNS.conversationGet, params, call);
  }

  @Get(':id/messages')
  @Answers({
    ...EVERY_ROUTE,
    200: {
      description: 'A page of messages, oldest first; `before` pages back in time',
      schema: MessagePageSchema,
    },
    404: NOT_A_PARTY,
  })
  listMessages(
    @Param() params: ConversationIdParams,
    @Query() query: ListMessagesQuery,
    @Call() call: CallContext,
  ): Promise<MessagePageDto> {
    return this.services.send(MESSAGING_PATTERNS.messageList, { ...query, id: params.id }, call);
  }

  @Post(':id/messages')
  @Answers({
    201: { description: 'Sent', schema: MessageSchema },
    400: `"${M.messageEmpty}" (also when only white space), or too long`,
    404: NOT_A_PARTY,
    403: `${BLOCKED}; administrators have no conversations`,
    409: M.closed('{status}'),
  })
  send(
    @Param() params: ConversationIdParams,
    @Body() command: SendMessageCommand,
    @Call() call: CallContext,
  ): Promise<MessageDto> {
    return this.services.send(MESSAGING_PATTERNS.messageSend, { ...command, id: params.id }, call);
  }

  @Patch(':id/status')
  @Answers({
    ...EVERY_ROUTE,
    200: {
      description:
        'Archived or blocked (blocking blocks the buyer and the exporter in all their conversations and inquiries until an administrator unblocks them)',
      schema: ConversationSummarySchema,
    },
    400: M.status,
    404: NOT_A_PARTY,
    409: 'A blocked conversation stays blocked',
  })
  updateStatus(
    @Param() params: ConversationIdParams,
    @Body() command: UpdateConversationStatusCommand,
    @Call() call: CallContext,
  ): Promise<ConversationSummaryDto> {
    return this.services.send(MESSAGING_PATTERNS.conversationStatus, { ...command, id: params.id }, call);
  }

  /** The caller read the other party's messages: they are marked read and the caller's unread count is 0. */
  @Post(':id/read')
  @HttpCode(204)
  @Answers({ ...EVERY_ROUTE, 204: 'Marked read', 404: NOT_A_PARTY })
  async markRead(@Param() params: ConversationIdParams, @Call() call: CallContext): Promise<void> {
    await this.services.send(MESSAGING_PATTERNS.conversationRead, params, call);
  }

  /** A message, or the whole conversation, to the moderators. */
  @Post(':id/report')
  @HttpCode(202)
  @Answers({
    ...EVERY_ROUTE,
    202: { description: 'Reported; the moderators will review it', schema: ReportFiledSchema },
    400: 'An unknown reason, details too long, or a message not of this conversation',
    404: NOT_A_PARTY,
  })
  report(
    @Param() params: ConversationIdParams,
    @Body() command: ReportConversationCommand,
    @Call() call: CallContext,
  ): Promise<ReportFiledDto> {
    return this.services.send(MESSAGING_PATTERNS.reportFile, { ...command, id: params.id }, call);
  }
}
