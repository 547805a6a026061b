import {
  CONVERSATION_MESSAGES,
  type AdminConversationDto,
  type ConversationStatus,
} from '@ped/contracts/messaging';

const PARTIES = `
  LEFT JOIN messaging.exporter_directory e ON e.id = c.exporter_id
  LEFT JOIN messaging.buyer_directory b ON b.id = c.buyer_id
  LEFT JOIN messaging.contact_blocks cb ON cb.buyer_id = c.buyer_id AND cb.exporter_id = c.exporter_id`;

const PARTY_COLUMNS = `
  e.company_name AS exporter_name, e.user_id AS exporter_user_id,
  b.first_name AS buyer_first_name, b.last_name AS buyer_last_name, b.email AS buyer_email,
  b.company_name AS buyer_company, cb.buyer_id IS NOT NULL AS contact_blocked`;

/** Newest activity first, as the parties' lists (a conversation without messages counts from its creation). */
const ACTIVITY_ORDER = 'COALESCE(c.last_message_at, c.created_at) DESC, c.id DESC';

/**
 * A page of the conversations `where` keeps (over `c`; its n parameters first), newest activity first, with
 * their parties and message counts (counted for the page's rows only). $n+1 limit, $n+2 offset.
 */
export const adminConversationsSql = (where: string, n: number) =>
  `SELECT c.id, c.subject, c.status, c.created_at, c.last_message_at, c.buyer_id, c.exporter_id,
                ${PARTY_COLUMNS},
                (SELECT count(*)::int FROM messaging.messages m WHERE m.conversation_id = c.id) AS message_count
           FROM (SELECT * FROM messaging.conversations c ${where}
                  ORDER BY ${ACTIVITY_ORDER} LIMIT $${n + 1} OFFSET $${n + 2}) c
           ${PARTIES}
          ORDER BY ${ACTIVITY_ORDER}`;

/** How many conversations `where` keeps. */
export const adminConversationCountSql = (where: string) =>
  `SELECT count(*)::int AS total FROM messaging.conversations c ${where}`;

/** Conversation $1 with its parties, locked (FOR UPDATE OF c: the joined read models stay unlocked). */
export const ADMIN_CONVERSATION_FOR_UPDATE_SQL = `SELECT c.id, c.subject, c.status, c.created_at, c.last_message_at, c.buyer_id, c.exporter_id,
                ${PARTY_COLUMNS}, 0 AS message_count
           FROM messaging.conversations c ${PARTIES}
          WHERE c.id = $1 FOR UPDATE OF c`;

/** A conversation with its parties as messaging's read models know them (null columns: a party is gone). */
export interface AdminConversationRow {
  id: number;
  subject: string;
  status: ConversationStatus;
  created_at: Date;
  last_message_at: Date | null;
  buyer_id: number;
  exporter_id: number;
  exporter_name: string | null;
  exporter_user_id: number | null;
  buyer_first_name: string | null;
  buyer_last_name: string | null;
  buyer_email: string | null;
  buyer_company: string | null;
  message_count: number;
  contact_blocked: boolean;
}

/** The buyer by name, else e-mail; "Unknown" once a party is gone from the read models. */
export function toAdminConversation(row: AdminConversationRow): AdminConversationDto {
  const name = [row.buyer_first_name, row.buyer_last_name].filter(Boolean).join(' ').trim();
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    buyerId: row.buyer_id,
    buyerName: name || row.buyer_email || CONVERSATION_MESSAGES.unknownParty,
    buyerCompany: row.buyer_company,
    exporterName: row.exporter_name ?? CONVERSATION_MESSAGES.unknownParty,
    exporterId: row.exporter_id,
    messageCount: row.message_count,
    lastMessageAt: row.last_message_at ? row.last_message_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    contactBlocked: row.contact_blocked,
  };
}
