import {
  CONVERSATION_MESSAGES,
  type ConversationDetailDto,
  type ConversationPartyType,
  type ConversationStatus,
  type ConversationSummaryDto,
} from '@ped/contracts/messaging';
import { ACCOUNT_DELETION_MESSAGES } from '@ped/contracts/options';
import type { EntityManager } from 'typeorm';
import { partyCondition, unreadColumns, type Participant } from './participant.js';

/** A conversation with both parties as the read models know them (null columns: a party is gone). */
export interface ConversationRow {
  id: number;
  subject: string;
  status: ConversationStatus;
  created_at: Date;
  last_message_at: Date | null;
  last_message: string | null;
  buyer_unread: number;
  exporter_unread: number;
  buyer_id: number;
  exporter_id: number;
  exporter_name: string | null;
  exporter_logo: string | null;
  exporter_user_id: number | null;
  buyer_known: boolean;
  buyer_first_name: string | null;
  buyer_last_name: string | null;
  buyer_company: string | null;
  buyer_country: string | null;
  buyer_verified: boolean | null;
  buyer_deleted: boolean;
}

const SELECT_CONVERSATION = `
  SELECT c.id, c.subject, c.status, c.created_at, c.last_message_at, c.last_message,
         c.buyer_unread, c.exporter_unread, c.buyer_id, c.exporter_id,
         e.company_name AS exporter_name, e.logo_url AS exporter_logo, e.user_id AS exporter_user_id,
         b.id IS NOT NULL AS buyer_known, b.first_name AS buyer_first_name, b.last_name AS buyer_last_name,
         b.company_name AS buyer_company, b.country AS buyer_country, b.is_verified AS buyer_verified,
         b.deleted_at IS NOT NULL AS buyer_deleted
    FROM messaging.conversations c
    LEFT JOIN messaging.exporter_directory e ON e.id = c.exporter_id
    LEFT JOIN messaging.buyer_directory b ON b.id = c.buyer_id`;

/** Newest activity first; a conversation without messages counts from its creation (the lists' indexes). */
const ACTIVITY_ORDER = 'ORDER BY COALESCE(c.last_message_at, c.created_at) DESC, c.id DESC';

/** One conversation of which the participant is a party; `lock` holds it for a change. */
export async function findConversation(
  manager: EntityManager,
  participant: Participant,
  id: number,
  lock = false,
): Promise<ConversationRow | undefined> {
  const party = partyCondition(participant, 2);
  // FOR UPDATE OF c: the joined read models stay unlocked (their consumers keep running).
  const rows = await manager.query<ConversationRow[]>(
    `${SELECT_CONVERSATION} WHERE c.id = $1 AND ${party.sql}${lock ? ' FOR UPDATE OF c' : ''}`,
    [id, party.param],
  );
  return rows[0];
}

/**
 * One page of the participant's conversations (of `status`, when given), how many there are, and the
 * participant's unread messages over all its conversations (the header's badge: every status, every page).
 */
export async function listConversations(
  manager: EntityManager,
  participant: Participant,
  query: { status?: ConversationStatus; limit: number; offset: number },
): Promise<{ rows: ConversationRow[]; total: number; unreadTotal: number }> {
  const party = partyCondition(participant, 1);
  const params: unknown[] = [party.param];
  let where = party.sql;
  if (query.status) {
    params.push(query.status);
    where += ` AND c.status = $${params.length}`;
  }
  const { mine } = unreadColumns(participant.type);
  const [rows, counted] = await Promise.all([
    manager.query<ConversationRow[]>(
      `${SELECT_CONVERSATION} WHERE ${where} ${ACTIVITY_ORDER} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, query.offset],
    ),
    manager.query<{ total: number; unread_total: number }[]>(
      `SELECT count(*) FILTER (WHERE ${query.status ? 'c.status = $2' : 'true'})::int AS total,
              COALESCE(sum(c.${mine}), 0)::int AS unread_total
         FROM messaging.conversations c WHERE ${party.sql}`,
      params,
    ),
  ]);
  return { rows, total: counted[0]?.total ?? 0, unreadTotal: counted[0]?.unread_total ?? 0 };
}

function personName(row: ConversationRow): string | null {
  return [row.buyer_first_name, row.buyer_last_name].filter(Boolean).join(' ').trim() || null;
}

/** A buyer as an exporter's list shows them: the name, else the company ("Deleted user" once it deleted its account). */
const buyerName = (row: ConversationRow) =>
  row.buyer_deleted ? ACCOUNT_DELETION_MESSAGES.deletedUser : (personName(row) ?? row.buyer_company ?? null);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toSummary(row: ConversationRow, viewer: ConversationPartyType): ConversationSummaryDto {
  const viewerIsBuyer = viewer === 'buyer';
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    lastMessageAt: iso(row.last_message_at),
    lastMessage: row.last_message,
    unreadCount: viewerIsBuyer ? row.buyer_unread : row.exporter_unread,
    otherPartyType: viewerIsBuyer ? 'exporter' : 'buyer',
    otherPartyName:
      (viewerIsBuyer ? row.exporter_name : buyerName(row)) ?? CONVERSATION_MESSAGES.unknownParty,
    otherPartyLogoUrl: viewerIsBuyer ? row.exporter_logo : null,
    exporterId: row.exporter_id,
  };
}

export function toDetail(row: ConversationRow, viewer: ConversationPartyType): ConversationDetailDto {
  return {
    ...toSummary(row, viewer),
    buyer: row.buyer_known
      ? {
          id: row.buyer_id,
          name: personName(row),
          company: row.buyer_company,
          country: row.buyer_country,
          isVerified: row.buyer_verified ?? false,
        }
      : null,
    exporter:
      row.exporter_name === null
        ? null
        : { id: row.exporter_id, companyName: row.exporter_name, logoUrl: row.exporter_logo },
    viewerType: viewer,
  };
}
