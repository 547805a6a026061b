import { REQUIREMENT_DIGEST } from '@ped/contracts/options';
import { OPEN } from '../requirements/open-requirements.sql.js';

/*
 * The reads of the daily digest. "New for an exporter" is one condition everywhere (over `r`, `e` and the
 * exporter's latest digest `last`): an open request in one of the exporter's categories, posted in the
 * last week and after the previous digest's window, and not e-mailed to it as it was posted (its prompt
 * alert). The window overlaps the previous one by a minute (a request whose transaction began before that
 * digest but committed after it is still new) and leaves out what that digest listed.
 */

/**
 * Exporter and category pairs: the categories an exporter chose (exporter_categories) and those of its
 * products (an exporter who signed up on the site has only these).
 */
export const EXPORTER_CATEGORIES = `(
  SELECT exporter_id, category_id FROM catalog.exporter_categories
  UNION
  SELECT exporter_id, category_id FROM catalog.products WHERE category_id IS NOT NULL)`;

export const TODAY = `(now() AT TIME ZONE 'UTC')::date`;

const LAST_DIGEST = `
  LEFT JOIN LATERAL (
    SELECT d.day, d.posted_until, d.requirement_ids FROM catalog.requirement_digests d
     WHERE d.exporter_id = e.id ORDER BY d.day DESC LIMIT 1
  ) last ON true`;

const NEW_FOR_EXPORTER = `
  ${OPEN}
  AND r.created_at > now() - interval '${REQUIREMENT_DIGEST.windowDays} days'
  AND (last.posted_until IS NULL
       OR (r.created_at > last.posted_until - interval '1 minute' AND r.id <> ALL (last.requirement_ids)))
  AND NOT EXISTS (SELECT 1 FROM catalog.requirement_alerts a
                   WHERE a.exporter_id = e.id AND a.requirement_id = r.id AND a.mailed)`;

/** Exporter `e` takes e-mails of new requests: an address, not unsubscribed (from the digest or the alerts). */
export const MAILABLE = `
  e.email <> ''
  AND NOT EXISTS (SELECT 1 FROM catalog.requirement_digest_subscriptions s
                   WHERE s.exporter_id = e.id AND s.unsubscribed_at IS NOT NULL)`;

/** Who may get a digest: approved, with an address, not unsubscribed, none today. */
const RECIPIENT = `
  e.status = 'approved' AND ${MAILABLE}
  AND (last.day IS NULL OR last.day < ${TODAY})`;

/**
 * The next exporters (by id, after $1, at most $2) with something new: driven by the week's open requests
 * (buyer_requirements_open_idx) and their categories' exporters, so a run costs what was posted.
 */
export const DIGEST_CANDIDATES_SQL = `
  SELECT DISTINCT e.id
    FROM catalog.buyer_requirements r
    JOIN ${EXPORTER_CATEGORIES} ec ON ec.category_id = r.category_id
    JOIN catalog.exporters e ON e.id = ec.exporter_id
    ${LAST_DIGEST}
   WHERE e.id > $1 AND ${NEW_FOR_EXPORTER} AND ${RECIPIENT}
   ORDER BY e.id LIMIT $2`;

/** Exporter $1 as a recipient (nothing when it may not get one today), locked against another run. */
export const DIGEST_RECIPIENT_SQL = `
  SELECT e.id, e.company_name, e.contact_person, e.email, s.token
    FROM catalog.exporters e
    JOIN catalog.requirement_digest_subscriptions s ON s.exporter_id = e.id
    ${LAST_DIGEST}
   WHERE e.id = $1 AND ${RECIPIENT}
     FOR UPDATE OF s`;

/** What is new for exporter $1, newest first: every id, the first rows in full. */
export const DIGEST_REQUIREMENTS_SQL = `
  SELECT r.id, r.title, c.name AS category_name, r.quantity_amount::float8 AS quantity_amount,
         r.quantity_unit, r.incoterm, r.destination, r.deadline::text AS deadline
    FROM catalog.exporters e
    JOIN ${EXPORTER_CATEGORIES} ec ON ec.exporter_id = e.id
    JOIN catalog.buyer_requirements r ON r.category_id = ec.category_id
    JOIN catalog.categories c ON c.id = r.category_id
    ${LAST_DIGEST}
   WHERE e.id = $1 AND ${NEW_FOR_EXPORTER}
   ORDER BY r.created_at DESC, r.id DESC`;

/** The day's digest row: the primary key (exporter, day) lets one through per day. */
export const DIGEST_RECORD_SQL = `
  INSERT INTO catalog.requirement_digests (exporter_id, day, posted_until, requirement_ids)
  VALUES ($1, ${TODAY}, now(), $2::int[])
  ON CONFLICT (exporter_id, day) DO NOTHING RETURNING day::text AS day`;

/** The subscription of token $1 unsubscribed ($2 false: since now, unless already) or subscribed again; its exporter's name. */
export const SET_SUBSCRIBED_SQL = `WITH changed AS (
         UPDATE catalog.requirement_digest_subscriptions s
            SET unsubscribed_at = CASE WHEN $2 THEN NULL ELSE COALESCE(s.unsubscribed_at, now()) END
           FROM catalog.exporters e
          WHERE s.token = $1 AND e.id = s.exporter_id
          RETURNING e.company_name)
       SELECT company_name FROM changed`;

export interface DigestRequirementRow {
  id: number;
  title: string;
  category_name: string;
  quantity_amount: number | null;
  quantity_unit: string | null;
  incoterm: string | null;
  destination: string | null;
  deadline: string | null;
}

export interface DigestRecipientRow {
  id: number;
  company_name: string;
  contact_person: string | null;
  email: string;
  token: string;
}
