/** Message $1 with its conversation's subject and both parties' addresses and names. */
export const AWAY_MAIL_MESSAGE_SQL = `SELECT m.conversation_id, m.sender_type, m.content, m.flags, m.is_read, c.subject,
              b.email AS buyer_email, concat_ws(' ', b.first_name, b.last_name) AS buyer_name,
              b.company_name AS buyer_company, e.email AS exporter_email, e.company_name AS exporter_company
         FROM messaging.messages m
         JOIN messaging.conversations c ON c.id = m.conversation_id
         LEFT JOIN messaging.buyer_directory b ON b.id = c.buyer_id
         LEFT JOIN messaging.exporter_directory e ON e.id = c.exporter_id
        WHERE m.id = $1`;

/** A row of AWAY_MAIL_MESSAGE_SQL. */
export interface AwayMailMessageRow {
  conversation_id: number;
  sender_type: 'buyer' | 'exporter';
  content: string;
  flags: string[];
  is_read: boolean;
  subject: string;
  buyer_email: string | null;
  buyer_name: string | null;
  buyer_company: string | null;
  exporter_email: string | null;
  exporter_company: string | null;
}

/**
 * Claims the away mail of conversation $1 to recipient $2 unless one went out in the last $3 minutes; a row when
 * claimed.
 */
export const CLAIM_AWAY_MAIL_SQL = `INSERT INTO messaging.away_mail_throttle AS t (conversation_id, recipient_type, last_queued_at)
       VALUES ($1, $2, now())
       ON CONFLICT (conversation_id, recipient_type) DO UPDATE SET last_queued_at = now()
        WHERE t.last_queued_at <= now() - make_interval(mins => $3)
       RETURNING conversation_id`;
