import type { Principal, RequestContext } from '@ped/contracts';
import { CONVERSATION_MESSAGES, type ConversationPartyType } from '@ped/contracts/messaging';
import { DomainException, requirePrincipal } from '@ped/nest-kit';
import type { EntityManager } from 'typeorm';

/**
 * Who takes part in a conversation: a buyer (kind buyer) as themselves, or an exporter account (kind
 * user, role exporter) through the exporter profiles it owns (`exporter_directory.user_id`). Anyone
 * else is refused; an exporter account that owns no profile simply has no conversations.
 */
export interface Participant {
  type: ConversationPartyType;
  principal: Principal;
  /** The buyer's id, or the exporter account's user id: a message's sender_id, a report's reporter_id. */
  accountId: number;
  /** The exporter profiles an exporter account acts for (empty for a buyer). */
  exporterIds: number[];
}

export async function participantOf(ctx: RequestContext, manager: EntityManager): Promise<Participant> {
  const principal = requirePrincipal(ctx, ['buyer', 'user']);
  if (principal.kind === 'buyer') {
    return { type: 'buyer', principal, accountId: principal.id, exporterIds: [] };
  }
  if (principal.role !== 'exporter') throw new DomainException('NOT_PERMITTED', 'Forbidden');
  const rows = await manager.query<{ id: number }[]>(
    'SELECT id FROM messaging.exporter_directory WHERE user_id = $1 ORDER BY id',
    [principal.id],
  );
  return { type: 'exporter', principal, accountId: principal.id, exporterIds: rows.map((row) => row.id) };
}

/**
 * The condition "the participant is a party of conversation `c`", with its parameter at `$n`. One owned
 * profile (the usual case) is an equality, so the list reads its index in order.
 */
export function partyCondition(participant: Participant, n: number): { sql: string; param: unknown } {
  if (participant.type === 'buyer') return { sql: `c.buyer_id = $${n}`, param: participant.accountId };
  if (participant.exporterIds.length === 1) {
    return { sql: `c.exporter_id = $${n}`, param: participant.exporterIds[0] };
  }
  return { sql: `c.exporter_id = ANY($${n}::int[])`, param: participant.exporterIds };
}

/** The participant's side's unread column, and the other side's. */
export function unreadColumns(type: ConversationPartyType): { mine: string; theirs: string } {
  return type === 'buyer'
    ? { mine: 'buyer_unread', theirs: 'exporter_unread' }
    : { mine: 'exporter_unread', theirs: 'buyer_unread' };
}

export const conversationNotFound = () =>
  new DomainException('CONVERSATION_NOT_FOUND', CONVERSATION_MESSAGES.notFound);
