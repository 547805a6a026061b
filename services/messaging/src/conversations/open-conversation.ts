import type { Principal } from '@ped/contracts';
import { MESSAGING_SUBJECTS, type ConversationCreatedEvent } from '@ped/contracts/messaging';
import type { OutboxService } from '@ped/nest-kit';
import type { EntityManager } from 'typeorm';
import { refuseBlockedContact } from '../contact-restrictions/contact-restrictions.js';

export interface ConversationParties {
  buyerId: number;
  exporterId: number;
  /** The exporter's owning account (the event carries it to that account's live streams). */
  exporterUserId: number | null;
  subject: string;
}

/**
 * Starts the conversation of these parties with this subject, announced with `messaging.conversation.created`,
 * or finds the one they have with that subject in any letter case (the unique index settles a race). A blocked
 * pair gets neither (403 CONTACT_BLOCKED).
 */
export async function openConversation(
  manager: EntityManager,
  outbox: OutboxService,
  parties: ConversationParties,
  actor: Principal,
): Promise<{ id: number; created: boolean }> {
  const { buyerId, exporterId, exporterUserId, subject } = parties;
  await refuseBlockedContact(manager, { buyerId, exporterId });
  const [inserted] = await manager.query<{ id: number; created_at: Date }[]>(
    `INSERT INTO messaging.conversations (buyer_id, exporter_id, subject) VALUES ($1, $2, $3)
     ON CONFLICT (buyer_id, exporter_id, lower(subject)) DO NOTHING RETURNING id, created_at`,
    [buyerId, exporterId, subject],
  );
  if (!inserted) {
    const [existing] = await manager.query<{ id: number }[]>(
      `SELECT id FROM messaging.conversations
        WHERE buyer_id = $1 AND exporter_id = $2 AND lower(subject) = lower($3)`,
      [buyerId, exporterId, subject],
    );
    return { id: existing!.id, created: false };
  }
  const event: ConversationCreatedEvent = {
    conversationId: inserted.id,
    buyerId,
    exporterId,
    exporterUserId,
    subject,
    createdAt: inserted.created_at.toISOString(),
  };
  await outbox.add(manager, MESSAGING_SUBJECTS.conversationCreated, event, actor);
  return { id: inserted.id, created: true };
}
