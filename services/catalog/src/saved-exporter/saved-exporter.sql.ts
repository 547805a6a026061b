// A buyer's saved exporters as SavedExporterDto wants them: only exporters that are public now.

const SAVED_EXPORTER_COLUMNS = `
  s.id, s.exporter_id, s.notes, s.created_at, e.company_name, e.logo_url, e.is_verified, e.city,
  e.country, e.description`;

/** $1: buyer user id. Newest first (saved_exporters_buyer_idx). */
export const SAVED_EXPORTERS_SQL = `
  SELECT ${SAVED_EXPORTER_COLUMNS}
    FROM catalog.saved_exporters s JOIN catalog.exporters e ON e.id = s.exporter_id
   WHERE s.buyer_user_id = $1 AND e.status = 'approved'
   ORDER BY s.created_at DESC, s.id DESC`;

/** One saved exporter of the buyer's; no row when not saved or not public. $1: buyer user id, $2: exporter id. */
export const SAVED_EXPORTER_SQL = `
  SELECT ${SAVED_EXPORTER_COLUMNS}
    FROM catalog.saved_exporters s JOIN catalog.exporters e ON e.id = s.exporter_id
   WHERE s.buyer_user_id = $1 AND s.exporter_id = $2 AND e.status = 'approved'`;

/** The ids alone, for the Save toggles (the unique key's index). $1: buyer user id. */
export const SAVED_EXPORTER_IDS_SQL = `
  SELECT s.exporter_id FROM catalog.saved_exporters s JOIN catalog.exporters e ON e.id = s.exporter_id
   WHERE s.buyer_user_id = $1 AND e.status = 'approved'
   ORDER BY s.exporter_id`;

/**
 * Saves a public exporter (no row when it is not public), or finds it saved: `created` tells which.
 * The note is written when given ($4; "" clears it), kept otherwise. The exporter row is held (FOR
 * KEY SHARE) so it stays public until the save commits. $1: buyer user id, $2: exporter id, $3: notes,
 * $4: whether notes were given.
 */
export const SAVE_EXPORTER_SQL = `
  WITH exporter AS (
    SELECT e.id FROM catalog.exporters e WHERE e.id = $2 AND e.status = 'approved' FOR KEY SHARE),
  saved AS (
    INSERT INTO catalog.saved_exporters (buyer_user_id, exporter_id, notes)
    SELECT $1, exporter.id, nullif($3::text, '') FROM exporter
    ON CONFLICT (buyer_user_id, exporter_id)
      DO UPDATE SET notes = CASE WHEN $4::boolean THEN EXCLUDED.notes ELSE catalog.saved_exporters.notes END
    RETURNING (xmax = 0) AS created)
  SELECT created FROM saved`;

export interface SavedExporterRow {
  id: number;
  exporter_id: number;
  notes: string | null;
  created_at: Date;
  company_name: string;
  logo_url: string | null;
  is_verified: boolean;
  city: string | null;
  country: string;
  description: string | null;
}
