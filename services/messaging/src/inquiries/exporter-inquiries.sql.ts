import { ACCOUNT_DELETION_MESSAGES } from '@ped/contracts/options';
import {
  CONVERSATION_MESSAGES,
  type InquiryChannel,
  type InquiryDto,
  type InquiryStatus,
} from '@ped/contracts/messaging';
import { isLocked, maskEmail } from './inquiry-lock.js';

/** The month an inquiry counts against (UTC), as SQL over the alias `a`. */
export const monthOf = (a: string) => `date_trunc('month', ${a}.created_at AT TIME ZONE 'UTC')`;

/**
 * A contact_requests row with its place in its month (1 = the month's first), or (channel message) a
 * conversation the buyer started, with its first message (no place: the allowance is the form's).
 */
export interface InquiryRow {
  channel: InquiryChannel;
  id: number;
  /** null: a buyer the directory does not name (the company, else "Unknown", is shown). */
  buyer_name: string | null;
  buyer_email: string;
  buyer_company: string | null;
  message: string;
  created_at: Date;
  status: InquiryStatus;
  conversation_id: number | null;
  decline_reason: string | null;
  month_rank: number;
}

export function toInquiryDto(row: InquiryRow, limit: number | null): InquiryDto {
  const locked = isLocked(row, limit);
  return {
    id: row.id,
    channel: row.channel,
    buyerName: row.buyer_name ?? row.buyer_company ?? CONVERSATION_MESSAGES.unknownParty,
    buyerEmail: locked ? maskEmail(row.buyer_email) : row.buyer_email,
    buyerCompany: row.buyer_company,
    message: row.message,
    createdAt: row.created_at.toISOString(),
    status: row.status,
    locked,
    conversationId: row.conversation_id,
    declineReason: row.decline_reason,
  };
}

const INQUIRY_COLUMNS = `r.id, r.buyer_name, r.buyer_email, r.buyer_company, r.message, r.created_at, r.status,
  r.conversation_id, r.decline_reason`;

/**
 * Exporter $1's inquiries of both channels: the form's, each with its place in its month, and the
 * conversations whose first message is the buyer's (one an exporter's reply to an inquiry opened, or a
 * quotation's, begins with the exporter's message and is not a second inquiry).
 */
const INQUIRIES_SQL = `
  SELECT 'form' AS channel, ${INQUIRY_COLUMNS},
         row_number() OVER (PARTITION BY ${monthOf('r')} ORDER BY r.created_at, r.id)::int AS month_rank
    FROM messaging.contact_requests r WHERE r.exporter_id = $1
  UNION ALL
  SELECT 'message', c.id,
         CASE WHEN b.deleted_at IS NOT NULL THEN '${ACCOUNT_DELETION_MESSAGES.deletedUser}'
              ELSE nullif(btrim(concat_ws(' ', b.first_name, b.last_name)), '') END,
         coalesce(b.email, ''),
         b.company_name, first.content, first.created_at,
         CASE WHEN EXISTS (SELECT 1 FROM messaging.messages m
                            WHERE m.conversation_id = c.id AND m.sender_type = 'exporter')
              THEN 'replied' ELSE 'pending' END,
         c.id, NULL, 0
    FROM messaging.conversations c
   CROSS JOIN LATERAL (SELECT m.sender_type, m.content, m.created_at FROM messaging.messages m
                        WHERE m.conversation_id = c.id ORDER BY m.id LIMIT 1) first
    LEFT JOIN messaging.buyer_directory b ON b.id = c.buyer_id
   WHERE c.exporter_id = $1 AND first.sender_type = 'buyer'`;

/** A page of exporter $1's inquiries, newest first. $2 limit, $3 offset. */
export const INQUIRY_PAGE_SQL = `
  SELECT * FROM (${INQUIRIES_SQL}) inquiries
   ORDER BY created_at DESC, channel, id DESC LIMIT $2 OFFSET $3`;

/** How many inquiries exporter $1 has, and how many are past the month's allowance $2 (null: none are). */
export const INQUIRY_TOTALS_SQL = `
  SELECT count(*)::int AS total,
         count(*) FILTER (WHERE $2::int IS NOT NULL AND month_rank > $2::int)::int AS locked
    FROM (${INQUIRIES_SQL}) inquiries`;

/** One of the exporter's inquiries with its place in its month, locked for the caller's change. $1 id, $2 exporter. */
export const INQUIRY_FOR_UPDATE_SQL = `
  SELECT 'form' AS channel, ${INQUIRY_COLUMNS}, r.buyer_user_id, r.responded_at, r.reply_count,
         (SELECT count(*)::int FROM messaging.contact_requests o
           WHERE o.exporter_id = r.exporter_id AND ${monthOf('o')} = ${monthOf('r')}
             AND (o.created_at, o.id) <= (r.created_at, r.id)) AS month_rank
    FROM messaging.contact_requests r WHERE r.id = $1 AND r.exporter_id = $2
     FOR UPDATE OF r`;

/** An inquiry of the form (which always names its sender), locked for a reply or a decline. */
export type InquiryForUpdate = InquiryRow & {
  buyer_name: string;
  buyer_user_id: number | null;
  responded_at: Date | null;
  reply_count: number;
};

/** Inquiry $1 answered (once more): by the conversation $2 (null: by e-mail); its first answer's time kept. */
export const REPLY_INQUIRY_SQL = `UPDATE messaging.contact_requests
            SET status = 'replied', decline_reason = NULL, reply_count = reply_count + 1,
                conversation_id = COALESCE($2, conversation_id), responded_at = COALESCE(responded_at, now())
          WHERE id = $1`;

/** Inquiry $1 declined for the reason $2; its first answer's time kept. */
export const DECLINE_INQUIRY_SQL = `UPDATE messaging.contact_requests
            SET status = 'declined', decline_reason = $2, responded_at = COALESCE(responded_at, now())
          WHERE id = $1`;
