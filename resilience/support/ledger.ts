import type pg from 'pg';
import type { Write, WriteKind } from './write-load.js';

/** Where each kind of write is stored, as (marker, how many times) rows: $1 the run (the approved ids). */
const STORED: Record<WriteKind, string> = {
  inquiry: `SELECT substring(message from '\\((rz-[^)]+)\\)') AS marker, count(*)::int AS n
              FROM messaging.contact_requests WHERE message LIKE '%(rz-' || $1 || '-%' GROUP BY 1`,
  conversation: `SELECT substring(subject from 'rz-.*') AS marker, count(*)::int AS n
                   FROM messaging.conversations WHERE subject LIKE 'Quote rz-' || $1 || '-%' GROUP BY 1`,
  requirement: `SELECT substring(title from 'rz-.*') AS marker, count(*)::int AS n
                  FROM catalog.buyer_requirements WHERE title LIKE 'Cotton towels rz-' || $1 || '-%' GROUP BY 1`,
  // A sign-up is its confirmation mail, queued in the sign-up's transaction.
  signUp: `SELECT split_part(to_address, '@', 1) AS marker, count(*)::int AS n FROM identity.mail_outbox
            WHERE to_address LIKE 'rz-' || $1 || '-%' AND mail_key LIKE 'sign-up:%' GROUP BY 1`,
  approval: `SELECT id::text AS marker, 1 AS n FROM catalog.exporters
              WHERE status = 'approved' AND id = ANY($1::int[])`,
};

/** What the consumers keep from the events, next to the count of what caused them. */
const EFFECTS = `
  SELECT (SELECT coalesce(sum(value), 0) FROM admin.stats_counters WHERE name = 'contacts')::int AS contacts_counted,
         (SELECT count(*) FROM messaging.contact_requests)::int AS contacts,
         (SELECT coalesce(sum(value), 0) FROM admin.stats_counters WHERE name = 'conversations')::int
           AS conversations_counted,
         (SELECT count(*) FROM messaging.conversations)::int AS conversations,
         (SELECT coalesce(sum(value), 0) FROM admin.stats_counters WHERE name = 'exporters_pending')::int
           AS pending_counted,
         (SELECT count(*) FROM catalog.exporters WHERE status = 'pending')::int AS pending,
         (SELECT count(*) FROM admin.exporters WHERE status = 'approved' AND NOT deleted)::int AS approved_seen,
         (SELECT count(*) FROM catalog.exporters WHERE status = 'approved')::int AS approved`;

export type Effects = Record<string, number>;

export async function effects(db: pg.Pool): Promise<Effects> {
  return (await db.query<Effects>(EFFECTS)).rows[0]!;
}

export interface Audit {
  sent: number;
  accepted: number;
  stored: number;
  /** Accepted (2xx) but not stored. */
  lost: number;
  /** Stored more than once. */
  duplicated: number;
  /** Refused 503, and of those how many said Retry-After; the slowest refusal. */
  refused503: number;
  withRetryAfter: number;
  slowestRefusalMs: number;
  /** No answer at all (connection reset, timeout): the caller cannot know. */
  unanswered: number;
  /** Not accepted but stored anyway (the write committed, its answer was lost): allowed, reported. */
  storedUnanswered: number;
  otherStatuses: Record<string, number>;
}

/** Compares what the load was told with what is stored. */
export async function audit(db: pg.Pool, writes: Write[], run: string): Promise<Audit> {
  const approvals = writes.filter((w) => w.kind === 'approval').map((w) => Number(w.marker));
  const times = new Map<string, number>();
  for (const [kind, query] of Object.entries(STORED))
    for (const row of (
      await db.query<{ marker: string; n: number }>(query, [kind === 'approval' ? approvals : run])
    ).rows)
      times.set(row.marker, (times.get(row.marker) ?? 0) + row.n);
  const ok = (w: Write) => w.status >= 200 && w.status < 300;
  const refused = writes.filter((w) => w.status === 503);
  const otherStatuses: Record<string, number> = {};
  for (const w of writes)
    if (!ok(w) && w.status !== 503 && w.status !== 0)
      otherStatuses[`${w.kind} ${w.status}`] = (otherStatuses[`${w.kind} ${w.status}`] ?? 0) + 1;
  return {
    sent: writes.length,
    accepted: writes.filter(ok).length,
    stored: writes.filter((w) => (times.get(w.marker) ?? 0) > 0).length,
    lost: writes.filter((w) => ok(w) && !times.get(w.marker)).length,
    duplicated: writes.filter((w) => (times.get(w.marker) ?? 0) > 1).length,
    refused503: refused.length,
    withRetryAfter: refused.filter((w) => w.retryAfter !== null).length,
    slowestRefusalMs: Math.max(0, ...refused.map((w) => w.ms)),
    unanswered: writes.filter((w) => w.status === 0).length,
    storedUnanswered: writes.filter((w) => !ok(w) && (times.get(w.marker) ?? 0) > 0).length,
    otherStatuses,
  };
}

async function unsentEvents(db: pg.Pool): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT (SELECT count(*) FROM catalog.outbox WHERE published_at IS NULL)
          + (SELECT count(*) FROM messaging.outbox WHERE published_at IS NULL)
          + (SELECT count(*) FROM identity.outbox WHERE published_at IS NULL) AS n`,
  );
  return Number(rows[0]!.n);
}

/**
 * The effects once the system is at rest: every outbox sent and nothing changing for 3 s. A fresh system is
 * still applying its seed's events (hundreds of exporters) for a while; a test measures from after that.
 */
export async function effectsAtRest(db: pg.Pool, timeoutMs = 180_000): Promise<Effects> {
  const since = Date.now();
  let last = '';
  let stableSince = Date.now();
  for (;;) {
    const now = await effects(db);
    const text = JSON.stringify(now);
    if (text !== last || (await unsentEvents(db)) > 0) {
      last = text;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= 3000) return now;
    if (Date.now() - since > timeoutMs) throw new Error(`not at rest within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Milliseconds until every outbox is sent and the consumers' effects match what caused them. */
export async function untilSettled(db: pg.Pool, before: Effects, timeoutMs = 90_000): Promise<number> {
  const since = Date.now();
  for (;;) {
    const now = await effects(db);
    const unsent = await unsentEvents(db);
    if (Number(unsent) === 0 && consistent(before, now)) return Date.now() - since;
    if (Date.now() - since > timeoutMs)
      throw new Error(
        `not settled within ${timeoutMs} ms: ${unsent} unsent, effects ${JSON.stringify(diff(before, now))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** What each consumer changed next to what its events' causes changed since `before`. */
export function diff(before: Effects, now: Effects) {
  const d = (key: string) => now[key]! - before[key]!;
  return {
    contacts: [d('contacts_counted'), d('contacts')],
    conversations: [d('conversations_counted'), d('conversations')],
    pending: [d('pending_counted'), d('pending')],
    approved: [d('approved_seen'), d('approved')],
  };
}

function consistent(before: Effects, now: Effects): boolean {
  return Object.values(diff(before, now)).every(([counted, caused]) => counted === caused);
}
