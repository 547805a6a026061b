import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import {
  CONTACT_MESSAGES,
  CONVERSATION_MESSAGES,
  MESSAGING_SUBJECTS,
  type ConversationDetailDto,
  type ConversationIdParams,
  type ConversationListDto,
  type ConversationSummaryDto,
  type ListConversationsQuery,
  type StartConversationCommand,
  type StartConversationResultDto,
  type UpdateConversationStatusRequest,
} from '@ped/contracts/messaging';
import { DomainException, OutboxService, requirePrincipal } from '@ped/nest-kit';
import { DataSource } from 'typeorm';
import { recordContactBlock, refuseSuspendedBuyer } from '../contact-restrictions/contact-restrictions.js';
import { ExporterDirectoryEntry } from '../exporter-directory/exporter-directory.entity.js';
import { findConversation, listConversations, toDetail, toSummary } from './conversation-views.sql.js';
import { MessagesService } from './messages.service.js';
import { openConversation } from './open-conversation.js';
import { conversationNotFound, participantOf, unreadColumns, type Participant } from './participant.js';

/** Conversations between a buyer and an exporter: starting, listing, reading, archiving and blocking. */
@Injectable()
export class ConversationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly messages: MessagesService,
    private readonly outbox: OutboxService,
  ) {}

  /** The caller's conversations, newest activity first, with the figures kept on each row. */
  async list(ctx: RequestContext, query: ListConversationsQuery): Promise<ConversationListDto> {
    const manager = this.dataSource.manager;
    const participant = await participantOf(ctx, manager);
    if (participant.type === 'exporter' && participant.exporterIds.length === 0) {
      return { conversations: [], total: 0, unreadTotal: 0 };
    }
    const { rows, total, unreadTotal } = await listConversations(manager, participant, query);
    return { conversations: rows.map((row) => toSummary(row, participant.type)), total, unreadTotal };
  }

  async get(ctx: RequestContext, { id }: ConversationIdParams): Promise<ConversationDetailDto> {
    const manager = this.dataSource.manager;
    const participant = await participantOf(ctx, manager);
    const row = await findConversation(manager, participant, id);
    if (!row) throw conversationNotFound();
    return toDetail(row, participant.type);
  }

  /**
   * A buyer starts a conversation with a public exporter, or finds the one with the same subject (in
   * any letter case); the initial message, if sent, is added to it in the same transaction. Refused to a
   * suspended buyer, and between a blocked pair.
   */
  async start(ctx: RequestContext, command: StartConversationCommand): Promise<StartConversationResultDto> {
    const principal = requirePrincipal(ctx, ['buyer']);
    const participant: Participant = { type: 'buyer', principal, accountId: principal.id, exporterIds: [] };
    return this.dataSource.transaction(async (manager) => {
      const exporter = await manager.findOneBy(ExporterDirectoryEntry, {
        id: command.exporterId,
        isPublic: true,
      });
      if (!exporter) throw new DomainException('EXPORTER_NOT_FOUND', CONTACT_MESSAGES.exporterNotFound);
      await refuseSuspendedBuyer(manager, principal.id);
      const { id, created } = await openConversation(
        manager,
        this.outbox,
        {
          buyerId: principal.id,
          exporterId: exporter.id,
          exporterUserId: exporter.userId,
          subject: command.subject,
        },
        principal,
      );
      if (command.initialMessage !== undefined) {
        const conversation = await findConversation(manager, participant, id, true);
        await this.messages.append(manager, participant, conversation!, command.initialMessage);
      }
      return { id, created };
    });
  }

  /**
   * Archive or Block, by either party; no way back to active, and a blocked one stays blocked. Blocking blocks
   * the pair (every conversation of theirs, and inquiries) until an administrator unblocks it.
   */
  async updateStatus(
    ctx: RequestContext,
    request: UpdateConversationStatusRequest,
  ): Promise<ConversationSummaryDto> {
    return this.dataSource.transaction(async (manager) => {
      const participant = await participantOf(ctx, manager);
      const row = await findConversation(manager, participant, request.id, true);
      if (!row) throw conversationNotFound();
      if (row.status === request.status) return toSummary(row, participant.type);
      if (row.status === 'blocked') {
        throw new DomainException('CONVERSATION_CLOSED', CONVERSATION_MESSAGES.closed(row.status));
      }
      await manager.query(
        'UPDATE messaging.conversations SET status = $2, updated_at = now() WHERE id = $1',
        [row.id, request.status],
      );
      if (request.status === 'blocked') {
        await recordContactBlock(
          manager,
          { buyerId: row.buyer_id, exporterId: row.exporter_id },
          row.id,
          participant.type,
        );
      }
      await this.outbox.add(
        manager,
        MESSAGING_SUBJECTS.conversationStatusChanged,
        {
          conversationId: row.id,
          buyerId: row.buyer_id,
          exporterUserId: row.exporter_user_id,
          status: request.status,
          changedBy: participant.type,
        },
        participant.principal,
      );
      return toSummary({ ...row, status: request.status }, participant.type);
    });
  }

  /**
   * The caller has read the other party's messages: they are marked read and the caller's unread count
   * becomes 0, with `messaging.conversation.read` when anything was unread.
   */
  async markRead(ctx: RequestContext, { id }: ConversationIdParams): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const participant = await participantOf(ctx, manager);
      const row = await findConversation(manager, participant, id, true);
      if (!row) throw conversationNotFound();
      const { mine } = unreadColumns(participant.type);
      const [, marked] = await manager.query<[unknown, number]>(
        `UPDATE messaging.messages SET is_read = true, read_at = now()
          WHERE conversation_id = $1 AND sender_type <> $2 AND NOT is_read`,
        [row.id, participant.type],
      );
      const unread = participant.type === 'buyer' ? row.buyer_unread : row.exporter_unread;
      if (unread === 0 && marked === 0) return;
      await manager.query(`UPDATE messaging.conversations SET ${mine} = 0 WHERE id = $1`, [row.id]);
      await this.outbox.add(
        manager,
        MESSAGING_SUBJECTS.conversationRead,
        {
          conversationId: row.id,
          readerType: participant.type,
          buyerId: row.buyer_id,
          exporterUserId: row.exporter_user_id,
        },
        participant.principal,
      );
    });
  }
}
