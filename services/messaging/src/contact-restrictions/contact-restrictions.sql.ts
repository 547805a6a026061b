/**
 * Whether exporter $1 blocked the buyer, and whether the buyer is suspended: the buyer by id $2 (or null), or by
 * its sign-up e-mail $3 in messaging's buyer directory.
 */
export const RESTRICTED_INQUIRY_SQL = `SELECT EXISTS (SELECT 1 FROM messaging.contact_blocks r
                      LEFT JOIN messaging.buyer_directory b ON b.id = r.buyer_id
                     WHERE r.exporter_id = $1 AND (r.buyer_id = $2 OR lower(b.email) = lower($3))) AS blocked,
            EXISTS (SELECT 1 FROM messaging.buyer_suspensions r
                      LEFT JOIN messaging.buyer_directory b ON b.id = r.buyer_id
                     WHERE r.buyer_id = $2 OR lower(b.email) = lower($3)) AS suspended`;
