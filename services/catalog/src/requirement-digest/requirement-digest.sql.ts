import { REQUIREMENT_DIGEST } from '@ped/contracts/options';
import { OPEN } from '../requirements/open-requirements.sql.js';

/*
 * The reads of the daily digest. "New for an exporter" is one rule (over `e` and the exporter's latest digest
 * `last`): an open request in one of the exporter's categories, posted after its window began (a week back, or the
 * previous digest's end), and not one it was already told of (listed by that digest, or e-mailed to it as it was
 * posted: its prompt alert). The window overlaps the previous one by a minute (a request whose transaction began
 * before that digest but committed after it is still new), and the digest keeps the ids it listed in that minute.
 * Each read walks an exporter's categories in buyer_requirements_open_category_idx (category, newest first, with
 * the expiry), never the week's requests of every category.
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

/** Where exporter `e`'s new requests begin: a week back, or the previous digest's end less the minute of overlap. */
const WINDOW_START = `GREATEST(now() - interval '${REQUIREMENT_DIGEST.windowDays} days',
                               COALESCE(last.posted_until - interval '1 minute', '-infinity'))`;

/** Exporter `e`'s categories (`cats.ids`) and the requests it was told of (`told.ids`). */
const CATEGORIES_AND_TOLD = `
  CROSS JOIN LATERAL (
    SELECT ARRAY(SELECT ec.category_id FROM ${EXPORTER_CATEGORIES} ec WHERE ec.exporter_id = e.id) AS ids) cats
  CROSS JOIN LATERAL (
    SELECT ARRAY(SELECT a.requirement_id FROM catalog.requirement_alerts a WHERE a.exporter_id = e.id AND a.mailed)
           || COALESCE(last.requirement_ids, '{}') AS ids) told`;

/** Open request `r` in a category of digest target `t`, posted in its window (told of or not). */
const IN_WINDOW = `r.category_id = ANY (t.categories) AND ${OPEN} AND r.created_at > t.since`;

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
 * The exporters, by id, that may get a digest today and probably have something new: a category of theirs got an
 * open request after their window began (DIGEST_BATCH_SQL then leaves out requests it already told them of). The
 * newest open request of each category is looked up once (an index probe per category), so the statement costs a
 * pass over the exporters and their categories, never a join of the week's requests with every exporter of their
 * categories. With $1 (a later run of the day) only exporters of a category with a request posted since $1, or
 * subscribed again since $1: the others had nothing new at the earlier runs and still have nothing.
 */
export const DIGEST_CANDIDATES_SQL = `
  WITH latest AS MATERIALIZED (
    SELECT c.id AS category_id,
           (SELECT r.created_at FROM catalog.buyer_requirements r
             WHERE r.category_id = c.id AND ${OPEN}
               AND r.created_at > now() - interval '${REQUIREMENT_DIGEST.windowDays} days'
             ORDER BY r.created_at DESC LIMIT 1) AS posted_at
      FROM catalog.categories c)
  SELECT e.id
    FROM catalog.exporters e
    ${LAST_DIGEST}
   WHERE ${RECIPIENT}
     AND EXISTS (SELECT 1 FROM ${EXPORTER_CATEGORIES} ec JOIN latest l ON l.category_id = ec.category_id
                  WHERE ec.exporter_id = e.id AND l.posted_at IS NOT NULL
                    AND (last.posted_until IS NULL OR l.posted_at > last.posted_until - interval '1 minute')
                    AND ($1::timestamptz IS NULL
                         OR l.posted_at > $1::timestamptz - interval '1 minute'
                         OR EXISTS (SELECT 1 FROM catalog.requirement_digest_subscriptions s
                                     WHERE s.exporter_id = e.id
                                       AND s.resubscribed_at > $1::timestamptz - interval '1 minute')))
   ORDER BY e.id`;

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
 * window's last minute: the next digest's window overlaps that minute and leaves them out. How many are new is
 * counted once per category and window start (`counts`: the batch's exporters share a few windows, their previous
 * digests having been written together), less those each was told of.
 */
export const DIGEST_BATCH_SQL = `
  WITH targets AS MATERIALIZED (
    SELECT e.id AS exporter_id, e.company_name, e.contact_person, e.email, s.token,
           cats.ids AS categories, told.ids AS told, ${WINDOW_START} AS since
      FROM catalog.exporters e
      JOIN catalog.requirement_digest_subscriptions s ON s.exporter_id = e.id
      ${LAST_DIGEST}
      ${CATEGORIES_AND_TOLD}
     WHERE e.id = ANY ($1::int[]) AND ${RECIPIENT}
  ), counts AS MATERIALIZED (
    SELECT w.category_id, w.since,
           (SELECT count(*) FROM catalog.buyer_requirements r
             WHERE r.category_id = w.category_id AND ${OPEN} AND r.created_at > w.since) AS requests
      FROM (SELECT DISTINCT unnest(categories) AS category_id, since FROM targets) w
  ), news AS (
    SELECT t.exporter_id, t.company_name, t.contact_person, t.email, t.token, n.total, l.listed, m.last_minute_ids
      FROM targets t
      CROSS JOIN LATERAL (
        SELECT ((SELECT COALESCE(sum(c.requests), 0) FROM counts c
                  WHERE c.category_id = ANY (t.categories) AND c.since = t.since)
                - (SELECT count(*) FROM catalog.buyer_requirements r WHERE r.id = ANY (t.told) AND ${IN_WINDOW})
               )::int AS total) n
      CROSS JOIN LATERAL (
        SELECT COALESCE(jsonb_agg(to_jsonb(x) - 'created_at' ORDER BY x.created_at DESC, x.id DESC), '[]') AS listed
          FROM (SELECT r.* FROM unnest(t.categories) AS cat (id)
                  CROSS JOIN LATERAL (
                    SELECT r.id, r.title, c.name AS category_name, r.quantity_amount::float8 AS quantity_amount,
                           r.quantity_unit, r.incoterm, r.destination, r.deadline::text AS deadline, r.created_at
                      FROM catalog.buyer_requirements r JOIN catalog.categories c ON c.id = r.category_id
                     WHERE r.category_id = cat.id AND ${IN_WINDOW} AND r.id <> ALL (t.told)
                     ORDER BY r.created_at DESC, r.id DESC LIMIT ${REQUIREMENT_DIGEST.maxListed}) r
                 ORDER BY r.created_at DESC, r.id DESC LIMIT ${REQUIREMENT_DIGEST.maxListed}) x) l
      CROSS JOIN LATERAL (
        SELECT COALESCE(array_agg(r.id), '{}') AS last_minute_ids FROM catalog.buyer_requirements r
         WHERE ${IN_WINDOW} AND r.id <> ALL (t.told) AND r.created_at > now() - interval '1 minute') m
     WHERE n.total > 0
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
