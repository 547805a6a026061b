/**
 * The exporter's read-model row as its history now stands: $1 id, $2 company name, $3 status, $4 verified,
 * $5 city, $6 plan, $7 plan since, $8 category ids, $9 created, $10 last event, $11 deleted.
 */
export const UPSERT_EXPORTER_SQL = `INSERT INTO admin.exporters
         (id, company_name, status, is_verified, city, plan, plan_since, category_ids, created_at, last_event_at, deleted)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (id) DO UPDATE SET company_name = EXCLUDED.company_name, status = EXCLUDED.status,
         is_verified = EXCLUDED.is_verified, city = EXCLUDED.city, plan = EXCLUDED.plan,
         plan_since = EXCLUDED.plan_since, category_ids = EXCLUDED.category_ids, created_at = EXCLUDED.created_at,
         last_event_at = EXCLUDED.last_event_at, deleted = EXCLUDED.deleted`;
