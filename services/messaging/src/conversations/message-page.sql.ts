import type { MessageDto, MessagePageDto } from '@ped/contracts/messaging';
import type { EntityManager } from 'typeorm';
import { warningFor } from '../safety/safe-messaging.js';
import type { Participant } from './participant.js';

/** A page of a thread, newest first by id (`messages_conversation_idx`); one more row says hasMore. */
export const MESSAGE_PAGE_SQL = `
  SELECT id, conversation_id, sender_type, content, is_read, flags, created_at
    FROM messaging.messages
   WHERE conversation_id = $1 AND ($2::int IS NULL OR id < $2)
   ORDER BY id DESC LIMIT $3`;

interface MessageRow {
  id: number;
  conversation_id: number;
  sender_type: Participant['type'];
  content: string;
  is_read: boolean;
  flags: string[];
  created_at: Date;
}

/**
 * A page of a conversation the participant was already found to be a party of, oldest first;
 * `before` pages back from a message id.
 */
export async function readMessagePage(
  manager: Pick<EntityManager, 'query'>,
  participant: Participant,
  request: { id: number; before?: number; limit: number },
): Promise<MessagePageDto> {
  const rows = await manager.query<MessageRow[]>(MESSAGE_PAGE_SQL, [
    request.id,
    request.before ?? null,
    request.limit + 1,
  ]);
  const hasMore = rows.length > request.limit;
  const page = rows.slice(0, request.limit).reverse();
  return { messages: page.map((row) => toMessageDto(row, participant)), hasMore };
}

/** As the viewer sees it: a flagged message warns its reader, never its sender. */
function toMessageDto(row: MessageRow, viewer: Participant): MessageDto {
  const mine = row.sender_type === viewer.type;
  return {
    id: row.id,
    conversationId: row.conversation_id,
    content: row.content,
    senderType: row.sender_type,
    createdAt: row.created_at.toISOString(),
    isRead: row.is_read,
    mine,
    flags: row.flags,
    warning: mine ? null : warningFor(row.flags),
  };
}
