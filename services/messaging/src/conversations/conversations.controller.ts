import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  ConversationIdParams,
  ListConversationsQuery,
  ListMessagesRequest,
  MESSAGING_PATTERNS,
  ReportConversationRequest,
  SendMessageRequest,
  StartConversationCommand,
  UpdateConversationStatusRequest,
  type ConversationDetailDto,
  type ConversationListDto,
  type ConversationSummaryDto,
  type MessageDto,
  type MessagePageDto,
  type ReportFiledDto,
  type StartConversationResultDto,
} from '@ped/contracts/messaging';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { ConversationsService } from './conversations.service.js';
import { MessagesService } from './messages.service.js';
import { ReportsService } from './reports.service.js';

/** Conversations between buyers and exporters; each method checks that the caller is a party. */
@Controller()
export class ConversationsController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly messages: MessagesService,
    private readonly reports: ReportsService,
  ) {}

  @MessagePattern(MESSAGING_PATTERNS.conversationList)
  list(
    @RequestCtx() ctx: RequestContext,
    @RequestData() query: ListConversationsQuery,
  ): Promise<ConversationListDto> {
    return this.conversations.list(ctx, query);
  }

  @MessagePattern(MESSAGING_PATTERNS.conversationGet)
  get(
    @RequestCtx() ctx: RequestContext,
    @RequestData() params: ConversationIdParams,
  ): Promise<ConversationDetailDto> {
    return this.conversations.get(ctx, params);
  }

  @MessagePattern(MESSAGING_PATTERNS.conversationStart)
  start(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: StartConversationCommand,
  ): Promise<StartConversationResultDto> {
    return this.conversations.start(ctx, command);
  }

  @MessagePattern(MESSAGING_PATTERNS.conversationStatus)
  updateStatus(
    @RequestCtx() ctx: RequestContext,
    @RequestData() request: UpdateConversationStatusRequest,
  ): Promise<ConversationSummaryDto> {
    return this.conversations.updateStatus(ctx, request);
  }

  @MessagePattern(MESSAGING_PATTERNS.conversationRead)
  async markRead(
    @RequestCtx() ctx: RequestContext,
    @RequestData() params: ConversationIdParams,
  ): Promise<Record<string, never>> {
    await this.conversations.markRead(ctx, params);
    return {};
  }

  @MessagePattern(MESSAGING_PATTERNS.messageList)
  listMessages(
    @RequestCtx() ctx: RequestContext,
    @RequestData() request: ListMessagesRequest,
  ): Promise<MessagePageDto> {
    return this.messages.list(ctx, request);
  }

  @MessagePattern(MESSAGING_PATTERNS.messageSend)
  send(@RequestCtx() ctx: RequestContext, @RequestData() request: SendMessageRequest): Promise<MessageDto> {
    return this.messages.send(ctx, request);
  }

  @MessagePattern(MESSAGING_PATTERNS.reportFile)
  report(
    @RequestCtx() ctx: RequestContext,
    @RequestData() request: ReportConversationRequest,
  ): Promise<ReportFiledDto> {
    return this.reports.file(ctx, request);
  }
}
