import { RESPONSE_MIN_SAMPLES, RESPONSE_WINDOW_DAYS, RESPONSE_WITHIN_HOURS } from '@ped/contracts/catalog';

/*
 * An exporter's response figures, from catalog.exporter_responses: one row per inquiry and per
 * conversation, `received_at` when the buyer wrote (the inquiry, or the buyer's first message of the
 * conversation) and `responded_at` when the exporter first answered (reply or decline, or its first
 * message). The events fill a row in any order: each writes only its own side, keeping the earliest.
 *
 * A sample is one received in the last 90 days, unless the exporter wrote first (a conversation the
 * exporter's reply to an inquiry opened: that inquiry is the sample) or it is unanswered and still
 * within its 24 hours (not late yet). Rate: the share answered within 24 hours; median: minutes to
 * the answer of the answered ones. Both null below RESPONSE_MIN_SAMPLES.
 */

/** Upserts one side of a row; $1 kind, $2 source id, $3 exporter, $4 received, $5 responded (either may be null). */
export const RECORD_RESPONSE_SQL = `
  INSERT INTO catalog.exporter_responses AS r (kind, source_id, exporter_id, received_at, responded_at)
  SELECT $1, $2, e.id, $4::timestamptz, $5::timestamptz FROM catalog.exporters e WHERE e.id = $3
  ON CONFLICT (kind, source_id) DO UPDATE
    SET received_at = LEAST(r.received_at, EXCLUDED.received_at),
        responded_at = LEAST(r.responded_at, EXCLUDED.responded_at)`;

/**
 * Recomputes exporter $1's figures: response_rate and avg_response_time (the median, minutes) in
 * exporter_metrics, and the same published on its row in catalog.exporters (the public list's columns
 * and the response order's index), each written only when it changes.
 */
export const RECOMPUTE_RESPONSE_FIGURES_SQL = `
  WITH samples AS (
    SELECT r.received_at, r.responded_at
      FROM catalog.exporter_responses r
     WHERE r.exporter_id = $1 AND r.received_at > now() - make_interval(days => ${RESPONSE_WINDOW_DAYS})
       AND (r.responded_at IS NULL OR r.responded_at >= r.received_at)
       AND (r.responded_at IS NOT NULL OR r.received_at <= now() - make_interval(hours => ${RESPONSE_WITHIN_HOURS}))),
  figures AS (
    SELECT count(*) AS samples,
           round(100.0 * count(*) FILTER (
             WHERE responded_at <= received_at + make_interval(hours => ${RESPONSE_WITHIN_HOURS})
           ) / greatest(count(*), 1), 2) AS rate,
           round(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM responded_at - received_at) / 60)
             FILTER (WHERE responded_at IS NOT NULL))::int AS median
      FROM samples),
  published AS (
    SELECT CASE WHEN samples >= ${RESPONSE_MIN_SAMPLES} THEN rate END AS rate,
           CASE WHEN samples >= ${RESPONSE_MIN_SAMPLES} THEN median END AS median
      FROM figures),
  metrics AS (
    INSERT INTO catalog.exporter_metrics AS m (exporter_id, response_rate, avg_response_time)
    SELECT e.id, p.rate, p.median FROM catalog.exporters e CROSS JOIN published p WHERE e.id = $1
    ON CONFLICT (exporter_id) DO UPDATE
      SET response_rate = EXCLUDED.response_rate, avg_response_time = EXCLUDED.avg_response_time,
          updated_at = now()
      WHERE m.response_rate IS DISTINCT FROM EXCLUDED.response_rate
         OR m.avg_response_time IS DISTINCT FROM EXCLUDED.avg_response_time)
  UPDATE catalog.exporters e SET response_rate = p.rate, median_response_minutes = p.median
    FROM published p
   WHERE e.id = $1
     AND (e.response_rate IS DISTINCT FROM p.rate OR e.median_response_minutes IS DISTINCT FROM p.median)`;

/** Adds to exporter $1's counters: $2 inquiries, $3 buyers' messages; $4 the exporter was active then (or null). */
export const COUNT_INTO_METRICS_SQL = `
  INSERT INTO catalog.exporter_metrics AS m (exporter_id, contact_requests, messages_received, last_active)
  SELECT e.id, $2, $3, $4::timestamptz FROM catalog.exporters e WHERE e.id = $1
  ON CONFLICT (exporter_id) DO UPDATE
    SET contact_requests = m.contact_requests + EXCLUDED.contact_requests,
        messages_received = m.messages_received + EXCLUDED.messages_received,
        last_active = GREATEST(m.last_active, EXCLUDED.last_active),
        updated_at = now()`;

/**
 * Exporters whose figures time alone may change: those with a sample received within the window (and a
 * day's margin, for a refresh that came late), and those still publishing figures (their last samples
 * may have left the window while no refresh ran).
 */
export const REFRESH_CANDIDATES_SQL = `
  SELECT exporter_id FROM catalog.exporter_responses
   WHERE received_at > now() - make_interval(days => ${RESPONSE_WINDOW_DAYS + 1})
  UNION
  SELECT id FROM catalog.exporters WHERE response_rate IS NOT NULL`;
