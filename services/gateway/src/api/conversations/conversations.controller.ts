import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
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
import type { FastifyReply } from 'fastify';
import { SignedIn } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { RATE_LIMITS } from '../../rate-limit/rate-limit.constants.js';
import { RateLimit } from '../../rate-limit/rate-limit.guard.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { ExporterRoleGuard } from '../../auth/exporter-role.guard.js';
import {
  conversationDetailSchema,
  conversationListSchema,
  conversationSummarySchema,
  messagePageSchema,
  messageSchema,
  reportFiledSchema,
  startConversationSchema,
} from './conversations.schema.js';

const NOT_A_PARTY = 'Conversation not found (or the caller is not one of its two parties)';
const BLOCKED = `CONTACT_BLOCKED: "${CONTACT_RESTRICTION_MESSAGES.blocked}" (the buyer and the exporter are blocked)`;
const SUSPENDED = `BUYER_SUSPENDED: "${CONTACT_RESTRICTION_MESSAGES.suspended}"`;

/**
 * Conversations between a buyer and an exporter (exporters through the profile their account owns).
 * The messaging service checks that the caller is a party of each conversation.
 */
@ApiTags('messaging')
@Controller('conversations')
@SignedIn('buyer', 'user')
@UseGuards(ExporterRoleGuard)
@ApiForbiddenResponse({ description: 'Administrators have no conversations' })
export class ConversationsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @RouteSchema({ response: { 200: conversationListSchema } })
  @ApiOkResponse({
    description: 'The caller’s conversations, newest activity first',
    schema: conversationListSchema as object,
  })
  @ApiBadRequestResponse({ description: 'An unknown status, or limit/offset out of range' })
  list(@Query() query: ListConversationsQuery, @Call() call: CallContext): Promise<ConversationListDto> {
    return this.services.send(MESSAGING_PATTERNS.conversationList, query, call);
  }

  /** 201 when started now, 200 with the existing one (same exporter and subject); then the initial message. */
  @Post()
  @SignedIn('buyer')
  @RateLimit(RATE_LIMITS.conversationStart)
  @RouteSchema({ response: { 200: startConversationSchema, 201: startConversationSchema } })
  @ApiCreatedResponse({ description: 'Conversation started', schema: startConversationSchema as object })
  @ApiOkResponse({
    description: 'The buyer’s existing conversation with this exporter and subject',
    schema: startConversationSchema as object,
  })
  @ApiBadRequestResponse({
    description: `"${M.exporterRequired}", "${M.subjectRequired}", "${M.subjectTooLong}", "${M.initialMessageRequired}"`,
  })
  @ApiNotFoundResponse({ description: 'Exporter Not Found (unknown or not public)' })
  @ApiForbiddenResponse({ description: `${BLOCKED}; ${SUSPENDED}; only buyers start conversations` })
  @ApiConflictResponse({
    description: 'The existing conversation is archived or blocked (initial message refused)',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many conversations started' })
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
  @RouteSchema({ response: { 200: conversationDetailSchema } })
  @ApiOkResponse({
    description: 'The conversation and both parties',
    schema: conversationDetailSchema as object,
  })
  @ApiNotFoundResponse({ description: NOT_A_PARTY })
  get(@Param() params: ConversationIdParams, @Call() call: CallContext): Promise<ConversationDetailDto> {
    return this.services.send(MESSAGING_PATTERNS.conversationGet, params, call);
  }

  @Get(':id/messages')
  @RouteSchema({ response: { 200: messagePageSchema } })
  @ApiOkResponse({
    description: 'A page of messages, oldest first; `before` pages back in time',
    schema: messagePageSchema as object,
  })
  @ApiNotFoundResponse({ description: NOT_A_PARTY })
  listMessages(
    @Param() params: ConversationIdParams,
    @Query() query: ListMessagesQuery,
    @Call() call: CallContext,
  ): Promise<MessagePageDto> {
    return this.services.send(MESSAGING_PATTERNS.messageList, { ...query, id: params.id }, call);
  }

  @Post(':id/messages')
  @RouteSchema({ response: { 201: messageSchema } })
  @ApiCreatedResponse({ description: 'Sent', schema: messageSchema as object })
  @ApiBadRequestResponse({ description: `"${M.messageEmpty}" (also when only white space), or too long` })
  @ApiNotFoundResponse({ description: NOT_A_PARTY })
  @ApiForbiddenResponse({ description: `${BLOCKED}; administrators have no conversations` })
  @ApiConflictResponse({ description: M.closed('{status}') })
  send(
    @Param() params: ConversationIdParams,
    @Body() command: SendMessageCommand,
    @Call() call: CallContext,
  ): Promise<MessageDto> {
    return this.services.send(MESSAGING_PATTERNS.messageSend, { ...command, id: params.id }, call);
  }

  @Patch(':id/status')
  @RouteSchema({ response: { 200: conversationSummarySchema } })
  @ApiOkResponse({
    description:
      'Archived or blocked (blocking blocks the buyer and the exporter in all their conversations and inquiries until an administrator unblocks them)',
    schema: conversationSummarySchema as object,
  })
  @ApiBadRequestResponse({ description: M.status })
  @ApiNotFoundResponse({ description: NOT_A_PARTY })
  @ApiConflictResponse({ description: 'A blocked conversation stays blocked' })
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
  @ApiNoContentResponse({ description: 'Marked read' })
  @ApiNotFoundResponse({ description: NOT_A_PARTY })
  async markRead(@Param() params: ConversationIdParams, @Call() call: CallContext): Promise<void> {
    await this.services.send(MESSAGING_PATTERNS.conversationRead, params, call);
  }

  /** A message, or the whole conversation, to the moderators. */
  @Post(':id/report')
  @HttpCode(202)
  @RouteSchema({ response: { 202: reportFiledSchema } })
  @ApiAcceptedResponse({
    description: 'Reported; the moderators will review it',
    schema: reportFiledSchema as object,
  })
  @ApiBadRequestResponse({
    description: 'An unknown reason, details too long, or a message not of this conversation',
  })
  @ApiNotFoundResponse({ description: NOT_A_PARTY })
  report(
    @Param() params: ConversationIdParams,
    @Body() command: ReportConversationCommand,
    @Call() call: CallContext,
  ): Promise<ReportFiledDto> {
    return this.services.send(MESSAGING_PATTERNS.reportFile, { ...command, id: params.id }, call);
  }
}
