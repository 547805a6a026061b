import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@ped/contracts';
import type { ConversationCreatedEvent, ConversationStatusChangedEvent } from '@ped/contracts/messaging';
import type { EntityManager } from 'typeorm';
import { ActivityItemsService } from '../activity/activity-items.service.js';
import { COUNTERS } from '../counters/counters.constants.js';
import { CountersService } from '../counters/counters.service.js';

/** Conversations' subjects and statuses (the activity list's titles) and their counter. */
@Injectable()
export class ConversationsReadModelService {
  constructor(
    private readonly counters: CountersService,
    private readonly activity: ActivityItemsService,
  ) {}

  async created(manager: EntityManager, event: EventEnvelope<ConversationCreatedEvent>): Promise<void> {
    const { conversationId, subject, createdAt } = event.data;
    await manager.query(
      `INSERT INTO admin.conversations (id, subject, status) VALUES ($1, $2, 'active')
         ON CONFLICT (id) DO UPDATE SET subject = EXCLUDED.subject`,
      [conversationId, subject],
    );
    await this.counters.add(manager, COUNTERS.conversations, 1);
    await this.activity.add(manager, {
      type: 'conversation',
      title: subject,
      status: 'active',
      timestamp: createdAt ?? event.occurredAt,
      targetId: conversationId,
    });
  }

  async statusChanged(
    manager: EntityManager,
    event: EventEnvelope<ConversationStatusChangedEvent>,
  ): Promise<void> {
    const { conversationId, status } = event.data;
    const [[row]]: [{ subject: string }[], number] = await manager.query(
      'UPDATE admin.conversations SET status = $2 WHERE id = $1 RETURNING subject',
      [conversationId, status],
    );
    await this.activity.add(manager, {
      type: 'conversation',
      title: row?.subject ?? `Conversation #${conversationId}`,
      status,
      timestamp: event.occurredAt,
      targetId: conversationId,
    });
  }
}
