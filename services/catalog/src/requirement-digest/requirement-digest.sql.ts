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

/** Since when a run of today looks ($1: today's first run looks at every exporter, and its answer is empty). */
export const DIGEST_SCANNED_UNTIL_SQL = `
  SELECT scanned_until FROM catalog.requirement_digest_runs WHERE day = ${TODAY}`;

/** Today's runs have looked at what was posted until $1 (the latest run's start). */
export const DIGEST_SCANNED_SQL = `
  INSERT INTO catalog.requirement_digest_runs (day, scanned_until) VALUES (${TODAY}, $1)
  ON CONFLICT (day) DO UPDATE SET scanned_until = GREATEST(requirement_digest_runs.scanned_until, EXCLUDED.scanned_until)`;

/** Whether anything was posted or anyone subscribed again since $1 (minus the window's minute of overlap). */
export const DIGEST_ANYTHING_SINCE_SQL = `
  SELECT EXISTS (SELECT 1 FROM catalog.buyer_requirements r
                  WHERE ${OPEN} AND r.created_at > $1::timestamptz - interval '1 minute')
      OR EXISTS (SELECT 1 FROM catalog.requirement_digest_subscriptions s
                  WHERE s.resubscribed_at > $1::timestamptz - interval '1 minute') AS any`;

/**
 * The next exporters (by id, after $1, at most $2) that may get a digest today and have something new. With $3 (a
 * later run of the day) only those of a category with a request posted since $3, or subscribed again since $3:
 * the others had nothing new at the earlier runs and still have nothing.
 */
export const DIGEST_CANDIDATES_SQL = `
  SELECT e.id
    FROM catalog.exporters e
    ${LAST_DIGEST}
   WHERE e.id > $1 AND ${RECIPIENT}
     AND ($3::timestamptz IS NULL
          OR EXISTS (SELECT 1 FROM ${EXPORTER_CATEGORIES} ec
                       JOIN catalog.buyer_requirements r ON r.category_id = ec.category_id
                      WHERE ec.exporter_id = e.id AND ${OPEN}
                        AND r.created_at > $3::timestamptz - interval '1 minute')
          OR EXISTS (SELECT 1 FROM catalog.requirement_digest_subscriptions s
                      WHERE s.exporter_id = e.id AND s.resubscribed_at > $3::timestamptz - interval '1 minute'))
     AND EXISTS (SELECT 1 FROM ${EXPORTER_CATEGORIES} ec
                   JOIN catalog.buyer_requirements r ON r.category_id = ec.category_id
                  WHERE ec.exporter_id = e.id AND ${NEW_FOR_EXPORTER})
   ORDER BY e.id LIMIT $2`;

/** An unsubscribe link for each of exporters $1 that has none yet (tokens $2, in the same order). */
export const SUBSCRIPTION_TOKENS_SQL = `
  INSERT INTO catalog.requirement_digest_subscriptions (exporter_id, token)
  SELECT * FROM unnest($1::int[], $2::text[])
  ON CONFLICT (exporter_id) DO NOTHING`;

/** Exporters $1's subscriptions, locked: an unsubscribe meanwhile waits for the batch and is then respected. */
export const DIGEST_LOCK_SQL = `
  SELECT exporter_id FROM catalog.requirement_digest_subscriptions
   WHERE exporter_id = ANY ($1::int[]) ORDER BY exporter_id FOR UPDATE`;

/**
 * Today's digests of exporters $1, recorded and answered in one statement: for each exporter that may get one and
 * has something new, its row (exporter, day: one a day whatever runs at the same time) and what its mail says —
 * how many requests are new, the newest in full (at most maxListed). The row keeps the ids of those posted in its
 * window's last minute: the next digest's window overlaps that minute and leaves them out.
 */
export const DIGEST_BATCH_SQL = `
  WITH news AS (
    SELECT e.id AS exporter_id, e.company_name, e.contact_person, e.email, s.token,
           n.total, n.listed, n.last_minute_ids
      FROM catalog.exporters e
      JOIN catalog.requirement_digest_subscriptions s ON s.exporter_id = e.id
      ${LAST_DIGEST}
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS total,
               COALESCE(jsonb_agg(jsonb_build_object(
                 'id', x.id, 'title', x.title, 'category_name', x.category_name,
                 'quantity_amount', x.quantity_amount, 'quantity_unit', x.quantity_unit, 'incoterm', x.incoterm,
                 'destination', x.destination, 'deadline', x.deadline) ORDER BY x.position)
                 FILTER (WHERE x.position <= ${REQUIREMENT_DIGEST.maxListed}), '[]') AS listed,
               COALESCE(array_agg(x.id) FILTER (WHERE x.created_at > now() - interval '1 minute'), '{}')
                 AS last_minute_ids
          FROM (SELECT r.id, r.title, c.name AS category_name, r.quantity_amount::float8 AS quantity_amount,
                       r.quantity_unit, r.incoterm, r.destination, r.deadline::text AS deadline, r.created_at,
                       row_number() OVER (ORDER BY r.created_at DESC, r.id DESC) AS position
                  FROM ${EXPORTER_CATEGORIES} ec
                  JOIN catalog.buyer_requirements r ON r.category_id = ec.category_id
                  JOIN catalog.categories c ON c.id = r.category_id
                 WHERE ec.exporter_id = e.id AND ${NEW_FOR_EXPORTER}) x
      ) n
     WHERE e.id = ANY ($1::int[]) AND ${RECIPIENT} AND n.total > 0
  ), recorded AS (
    INSERT INTO catalog.requirement_digests (exporter_id, day, posted_until, requirement_ids)
    SELECT exporter_id, ${TODAY}, now(), last_minute_ids FROM news
    ON CONFLICT (exporter_id, day) DO NOTHING RETURNING exporter_id, day::text AS day
  )
  SELECT news.*, recorded.day FROM news JOIN recorded USING (exporter_id) ORDER BY news.exporter_id`;

/** The subscription of token $1 unsubscribed ($2 false: since now, unless already) or subscribed again; its exporter's name. */
export const SET_SUBSCRIBED_SQL = `WITH changed AS (
         UPDATE catalog.requirement_digest_subscriptions s
            SET unsubscribed_at = CASE WHEN $2 THEN NULL ELSE COALESCE(s.unsubscribed_at, now()) END,
                resubscribed_at = CASE WHEN $2 AND s.unsubscribed_at IS NOT NULL THEN now() ELSE s.resubscribed_at END
           FROM catalog.exporters e
          WHERE s.token = $1 AND e.id = s.exporter_id
          RETURNING e.company_name)
       SELECT company_name FROM changed`;

/** An exporter as its digest or alert mails address it. */
export interface DigestRecipientRow {
  id: number;
  company_name: string;
  contact_person: string | null;
  email: string;
  token: string;
}

/** A requirement as a digest lists it. */
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

/** One recorded digest of DIGEST_BATCH_SQL: to whom, and what its mail lists. */
export interface DigestBatchRow {
  exporter_id: number;
  company_name: string;
  contact_person: string | null;
  email: string;
  token: string;
  total: number;
  listed: DigestRequirementRow[];
  day: string;
}
