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
    const at = createdAt ?? event.occurredAt;
    // A status change that arrived first keeps its (later) status.
    await manager.query(
      `INSERT INTO admin.conversations (id, subject, status, status_at) VALUES ($1, $2, 'active', $3)
         ON CONFLICT (id) DO UPDATE SET subject = EXCLUDED.subject`,
      [conversationId, subject, at],
    );
    // Status changes that arrived first were listed under a placeholder title.
    await manager.query(
      "UPDATE admin.activity_items SET title = $2 WHERE type = 'conversation' AND target_id = $1",
      [conversationId, subject],
    );
    await this.counters.add(manager, COUNTERS.conversations, 1);
    await this.activity.add(manager, {
      type: 'conversation',
      title: subject,
      status: 'active',
      timestamp: at,
      targetId: conversationId,
    });
  }

  /** The latest status by time wins, whatever the order changes arrive in (before the creation too). */
  async statusChanged(
    manager: EntityManager,
    event: EventEnvelope<ConversationStatusChangedEvent>,
  ): Promise<void> {
    const { conversationId, status } = event.data;
    await manager.query(
      `INSERT INTO admin.conversations (id, subject, status, status_at) VALUES ($1, NULL, $2, $3)
         ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, status_at = EXCLUDED.status_at
          WHERE conversations.status_at IS NULL OR conversations.status_at <= EXCLUDED.status_at`,
      [conversationId, status, event.occurredAt],
    );
    const [row]: { subject: string | null }[] = await manager.query(
      'SELECT subject FROM admin.conversations WHERE id = $1',
      [conversationId],
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
