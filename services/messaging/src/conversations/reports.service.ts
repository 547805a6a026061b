import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import {
  CONVERSATION_LIMITS,
  MESSAGING_SUBJECTS,
  type ReportConversationRequest,
  type ReportFiledDto,
} from '@ped/contracts/messaging';
import { DomainException, OutboxService } from '@ped/nest-kit';
import { DataSource } from 'typeorm';
import { findConversation } from './conversation-views.sql.js';
import { conversationNotFound, participantOf } from './participant.js';
import { Report } from './report.entity.js';

const REPORTED_MESSAGE_UNKNOWN = 'messageId must be a message of this conversation';

/**
 * Either party reports a message, or the whole conversation, with a reason: stored, and announced as
 * `messaging.report.filed` with the reported text so the admin moderation queue needs nothing else.
 */
@Injectable()
export class ReportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async file(ctx: RequestContext, request: ReportConversationRequest): Promise<ReportFiledDto> {
    return this.dataSource.transaction(async (manager) => {
      const participant = await participantOf(ctx, manager);
      const conversation = await findConversation(manager, participant, request.id);
      if (!conversation) throw conversationNotFound();
      // The reported message, or for a whole conversation its latest one (what the moderator reads first).
      const [message] = await manager.query<{ id: number; content: string; flags: string[] }[]>(
        request.messageId === undefined
          ? 'SELECT id, content, flags FROM messaging.messages WHERE conversation_id = $1 ORDER BY id DESC LIMIT 1'
          : 'SELECT id, content, flags FROM messaging.messages WHERE conversation_id = $1 AND id = $2',
        request.messageId === undefined ? [conversation.id] : [conversation.id, request.messageId],
      );
      if (request.messageId !== undefined && !message) {
        throw new DomainException('REPORTED_MESSAGE_UNKNOWN', REPORTED_MESSAGE_UNKNOWN, [
          { field: 'messageId', messages: [REPORTED_MESSAGE_UNKNOWN] },
        ]);
      }
      const report = await manager.save(
        manager.create(Report, {
          conversationId: conversation.id,
          messageId: request.messageId ?? null,
          reporterType: participant.type,
          reporterId: participant.accountId,
          reason: request.reason,
          details: request.details ?? null,
        }),
      );
      await this.outbox.add(
        manager,
        MESSAGING_SUBJECTS.reportFiled,
        {
          reportId: report.id,
          conversationId: conversation.id,
          messageId: report.messageId,
          reason: report.reason,
          details: report.details,
          reporterType: participant.type,
          reporterId: participant.accountId,
          buyerId: conversation.buyer_id,
          exporterId: conversation.exporter_id,
          content: message ? [...message.content].slice(0, CONVERSATION_LIMITS.message).join('') : null,
          flags: message?.flags ?? [],
          createdAt: report.createdAt.toISOString(),
        },
        participant.principal,
      );
      return { id: report.id };
    });
  }
}
