/** The buyer's conversations, each with its messages oldest first, as JSON from one statement. $1 buyer. */
export const EXPORT_CONVERSATIONS_SQL = `
  SELECT c.id, c.subject, c.exporter_id AS "exporterId", e.company_name AS "exporterName", c.status,
         c.created_at AS "createdAt",
         coalesce((SELECT json_agg(json_build_object('from', m.sender_type, 'content', m.content,
                                                     'createdAt', m.created_at) ORDER BY m.id)
                     FROM messaging.messages m WHERE m.conversation_id = c.id), '[]') AS messages
    FROM messaging.conversations c
    LEFT JOIN messaging.exporter_directory e ON e.id = c.exporter_id
   WHERE c.buyer_id = $1
   ORDER BY c.id`;

/** The inquiries the buyer sent with the form while signed in. $1 buyer. */
export const EXPORT_INQUIRIES_SQL = `
  SELECT id, exporter_id AS "exporterId", message, status, created_at AS "createdAt"
    FROM messaging.contact_requests WHERE buyer_user_id = $1 ORDER BY id`;
