/** Exporter $2 linked to account $1 unless it has an owner or the account owns another; returns its id. */
export const LINK_EXPORTER_ACCOUNT_SQL = `UPDATE catalog.exporters SET user_id = $1, updated_at = now()
            WHERE id = $2 AND user_id IS NULL
              AND NOT EXISTS (SELECT 1 FROM catalog.exporters o WHERE o.user_id = $1)
           RETURNING id`;
