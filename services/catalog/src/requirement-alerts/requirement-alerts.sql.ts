import { REQUIREMENT_ALERTS } from '@ped/contracts/options';
import { OPEN } from '../requirements/open-requirements.sql.js';
import { EXPORTER_CATEGORIES, MAILABLE, TODAY } from '../requirement-digest/requirement-digest.sql.js';

/*
 * The alerts of new requirements: a row per request and approved exporter of its category, made once
 * when the request is posted (the primary key). Up to the day's cap of an exporter's alerts are mailed.
 */

/** Requirement $1 as the mails show it, while open (nothing once closed, expired or private). */
export const ALERT_REQUIREMENT_SQL = `
  SELECT r.id, r.title, r.category_id, c.name AS category_name, r.quantity_amount::float8 AS quantity_amount,
         r.quantity_unit, r.incoterm, r.destination, r.deadline::text AS deadline
    FROM catalog.buyer_requirements r
    JOIN catalog.categories c ON c.id = r.category_id
   WHERE r.id = $1 AND ${OPEN}`;

/** Alerts of requirement $1 to the approved exporters of its category $2. */
export const RECORD_ALERTS_SQL = `
  INSERT INTO catalog.requirement_alerts (exporter_id, requirement_id)
  SELECT e.id, $1
    FROM ${EXPORTER_CATEGORIES} ec
    JOIN catalog.exporters e ON e.id = ec.exporter_id
   WHERE ec.category_id = $2 AND e.status = 'approved'
  ON CONFLICT DO NOTHING`;

/**
 * Marks mailed, and answers, requirement $1's alerts to exporters that take e-mails and were mailed fewer
 * than $2 alerts today (UTC).
 */
export const MAIL_ALERTS_SQL = `
  WITH due AS (
    SELECT a.exporter_id
      FROM catalog.requirement_alerts a
      JOIN catalog.exporters e ON e.id = a.exporter_id
     WHERE a.requirement_id = $1 AND NOT a.mailed AND ${MAILABLE}
       AND (SELECT count(*) FROM catalog.requirement_alerts m
             WHERE m.exporter_id = a.exporter_id AND m.mailed
               AND m.created_at >= ${TODAY}::timestamp AT TIME ZONE 'UTC') < $2
       FOR UPDATE OF a),
  marked AS (
    UPDATE catalog.requirement_alerts a SET mailed = true
      FROM due WHERE a.exporter_id = due.exporter_id AND a.requirement_id = $1
    RETURNING a.exporter_id)
  -- As a CTE: TypeORM answers a bare UPDATE with [rows, count].
  SELECT exporter_id FROM marked`;

/** Exporters $1 (ids) with their unsubscribe tokens (made before: TOKENS_SQL). */
export const ALERT_RECIPIENTS_SQL = `
  SELECT e.id, e.company_name, e.contact_person, e.email, s.token
    FROM catalog.exporters e
    JOIN catalog.requirement_digest_subscriptions s ON s.exporter_id = e.id
   WHERE e.id = ANY($1::int[])`;

/** Exporter $1's latest alerts of open requests, newest first. */
export const ALERT_LIST_SQL = `
  SELECT a.requirement_id, r.title, c.name AS category_name, r.created_at AS posted_at,
         a.seen_at IS NOT NULL AS seen
    FROM catalog.requirement_alerts a
    JOIN catalog.buyer_requirements r ON r.id = a.requirement_id
    LEFT JOIN catalog.categories c ON c.id = r.category_id
   WHERE a.exporter_id = $1 AND ${OPEN}
   ORDER BY a.created_at DESC, a.requirement_id DESC
   LIMIT ${REQUIREMENT_ALERTS.listed}`;

/** How many of exporter $1's alerts of open requests are unseen. */
export const UNSEEN_COUNT_SQL = `
  SELECT count(*)::int AS unseen
    FROM catalog.requirement_alerts a
    JOIN catalog.buyer_requirements r ON r.id = a.requirement_id
   WHERE a.exporter_id = $1 AND a.seen_at IS NULL AND ${OPEN}`;

export interface AlertRow {
  requirement_id: number;
  title: string;
  category_name: string | null;
  posted_at: Date;
  seen: boolean;
}
