import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  MESSAGING_SUBJECTS,
  type ListMessagesRequest,
  type MessageDto,
  type MessagePageDto,
  type SendMessageRequest,
} from '@ped/contracts/messaging';
import { DomainException, OutboxService } from '@ped/nest-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { refuseBlockedContact } from '../contact-restrictions/contact-restrictions.js';
import { flagMessage, warningFor } from '../safety/safe-messaging.js';
import { findConversation, type ConversationRow } from './conversation-views.sql.js';
import { Message } from './message.entity.js';
import { readMessagePage } from './message-page.sql.js';
import { conversationNotFound, participantOf, unreadColumns, type Participant } from './participant.js';

/** A thread's messages: paged reading, and sending (flagged, counted and announced in one transaction). */
@Injectable()
export class MessagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** A page of the thread, oldest first; `before` pages back from a message id. */
  async list(ctx: RequestContext, request: ListMessagesRequest): Promise<MessagePageDto> {
    const manager = this.dataSource.manager;
    const participant = await participantOf(ctx, manager);
    if (!(await findConversation(manager, participant, request.id))) throw conversationNotFound();
    return readMessagePage(manager, participant, request);
  }

  async send(ctx: RequestContext, request: SendMessageRequest): Promise<MessageDto> {
    return this.dataSource.transaction(async (manager) => {
      const participant = await participantOf(ctx, manager);
      const conversation = await findConversation(manager, participant, request.id, true);
      if (!conversation) throw conversationNotFound();
      return this.append(manager, participant, conversation, request.content);
    });
  }

  /**
   * Adds a message to a conversation held (locked) by the caller's transaction: refused unless active, and
   * while its buyer and exporter are blocked (in any of their conversations); checked by the safe-messaging
   * rules; the list's preview, time and the recipient's unread count updated; `messaging.message.sent` in the
   * outbox.
   */
  async append(
    manager: EntityManager,
    participant: Participant,
    conversation: ConversationRow,
    content: string,
  ): Promise<MessageDto> {
    if (conversation.status !== 'active') {
      throw new DomainException('CONVERSATION_CLOSED', CONVERSATION_MESSAGES.closed(conversation.status));
    }
    await refuseBlockedContact(manager, {
      buyerId: conversation.buyer_id,
      exporterId: conversation.exporter_id,
    });
    const flags = flagMessage(content);
    const message = await manager.save(
      manager.create(Message, {
        conversationId: conversation.id,
        senderId: participant.accountId,
        senderType: participant.type,
        content,
        flags,
      }),
    );
    const preview = [...content].slice(0, CONVERSATION_LIMITS.preview).join('');
    const { theirs } = unreadColumns(participant.type);
    await manager.query(
      `UPDATE messaging.conversations
          SET last_message = $2, last_message_at = $3, ${theirs} = ${theirs} + 1, updated_at = now()
        WHERE id = $1`,
      [conversation.id, preview, message.createdAt],
    );
    await this.outbox.add(
      manager,
      MESSAGING_SUBJECTS.messageSent,
      {
        messageId: message.id,
        conversationId: conversation.id,
        buyerId: conversation.buyer_id,
        exporterId: conversation.exporter_id,
        exporterUserId: conversation.exporter_user_id,
        senderType: participant.type,
        preview,
        content,
        createdAt: message.createdAt.toISOString(),
        flags,
        warning: warningFor(flags),
      },
      participant.principal,
    );
    return {
      id: message.id,
      conversationId: conversation.id,
      content,
      senderType: participant.type,
      createdAt: message.createdAt.toISOString(),
      isRead: false,
      mine: true,
      flags,
      warning: null,
    };
  }
}
