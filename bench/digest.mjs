// What the requirement digest costs the requests (issue 37): a catalogue route offered at a fixed rate (open loop)
// and live delivery, each measured twice on the running system: with the catalog worker idle, then while the worker
// runs the day's first digest (every exporter looked at) on demand. Before the run the day's digests are forgotten
// (their rows, the day's run and their queued mails), so it does the whole day's work again.
import { firstValueFrom } from 'rxjs';
import pg from 'pg';
import { measureLive } from './live.mjs';
import { measureOpenLoop } from './load.mjs';

const TODAY = `(now() AT TIME ZONE 'UTC')::date`;
/** How long after its measurements the bench waits for the run to end; a longer run goes on as the bench does. */
const RUN_WAIT_MS = 8 * 60_000;

/**
 * @param {{ databaseUrl: string, natsUrl: string, namespace: string, origin: string,
 *   route: { name: string, paths: string[], headers?: Record<string, string>[] }, rate: number, seconds: number,
 *   live: Omit<Parameters<typeof measureLive>[0], 'origin' | 'databaseUrl' | 'log'> | null,
 *   log: (line: string) => void }} options
 */
export async function measureDigestCost({
  databaseUrl,
  natsUrl,
  namespace,
  origin,
  route,
  rate,
  seconds,
  live,
  log,
}) {
  const db = new pg.Client({ connectionString: databaseUrl, application_name: 'ped-bench-digest' });
  await db.connect();
  const { NamespacedNatsClient } = await import('@ped/nest-kit');
  const { CATALOG_PATTERNS } = await import('@ped/contracts/catalog');
  const nats = new NamespacedNatsClient(
    { servers: natsUrl.split(','), name: 'bench-digest', timeout: 60 * 60_000 },
    namespace,
  );
  try {
    const forget = async () => {
      await db.query(`DELETE FROM catalog.requirement_digests WHERE day = ${TODAY}`);
      await db.query('DELETE FROM catalog.requirement_digest_runs');
      await db.query(`DELETE FROM catalog.mail_outbox WHERE mail_key LIKE 'requirement-digest:%'`);
    };
    /** The day's first digest on the worker, from scratch; resolves with its figures once it has ended. */
    const runDigest = async () => {
      await forget();
      const startedAt = performance.now();
      const answer = await firstValueFrom(
        nats.send(CATALOG_PATTERNS.requirementDigestRun, { data: {}, requestId: 'bench-digest' }),
      );
      return { sent: answer.sent, startedAt, endedAt: performance.now() };
    };
    const timed = async (measure) => {
      const from = performance.now();
      const result = await measure();
      return { result, from, until: performance.now() };
    };
    const overlapShare = (digest, part) =>
      Math.max(0, Math.min(digest.endedAt, part.until) - Math.max(digest.startedAt, part.from)) /
      (part.until - part.from);
    const offer = () =>
      measureOpenLoop({
        origin,
        paths: route.paths,
        headers: route.headers,
        rate,
        duration: seconds,
        warmup: 1,
      });
    const deliver = () => measureLive({ ...live, origin, databaseUrl, log: () => {} });
    const describe = (r) =>
      `p50 ${r.p50} ms, p99 ${r.p99} ms${r.lost === undefined ? '' : `, lost ${r.lost}`}`;

    // The schedule's own run may be going (the day's first, looking at every exporter): the worker answers a run
    // asked for after it has ended, and that one looks only at what is new since (or, when the schedule has not
    // run yet today, is the day's first itself).
    const settling = performance.now();
    await firstValueFrom(
      nats.send(CATALOG_PATTERNS.requirementDigestRun, { data: {}, requestId: 'bench-digest-settle' }),
    );
    const settledMs = Math.round(performance.now() - settling);
    log(`  the worker's digest runs ended after ${(settledMs / 1000).toFixed(1)} s`);
    log(`  the worker idle: ${route.name} at ${rate} req/s for ${seconds} s, then live delivery`);
    await forget();
    const routeIdle = await offer();
    log(`    ${describe(routeIdle)}`);
    const liveIdle = live ? await deliver() : null;
    if (liveIdle) log(`    live: ${describe(liveIdle)}`);

    log("  the same while the worker runs the day's first digest");
    const runStartedAt = performance.now();
    const run = runDigest();
    // Closing the client (below) fails a run still going: this bench no longer waits for its answer.
    run.catch(() => undefined);
    const routeBusy = await timed(offer);
    log(`    ${describe(routeBusy.result)}`);
    const liveBusy = live ? await timed(deliver) : null;
    if (liveBusy) log(`    live: ${describe(liveBusy.result)}`);
    const digest = await Promise.race([
      run,
      new Promise((resolve) => setTimeout(() => resolve(null), RUN_WAIT_MS).unref()),
    ]);
    const { rows } = await db.query(
      `SELECT count(*)::int AS mails FROM catalog.mail_outbox WHERE mail_key LIKE 'requirement-digest:%'`,
    );
    const now = performance.now();
    const ended = digest ?? { sent: null, startedAt: runStartedAt, endedAt: now };
    const figures = {
      // Still running: the mails queued so far, and for how long it has run.
      running: digest === null,
      settledMs,
      sent: digest?.sent ?? rows[0].mails,
      mails: rows[0].mails,
      ms: Math.round(ended.endedAt - ended.startedAt),
      routeOverlap: overlapShare(ended, routeBusy),
      liveOverlap: liveBusy ? overlapShare(ended, liveBusy) : null,
    };
    log(
      `    digest: ${figures.sent} mails queued in ${(figures.ms / 1000).toFixed(1)} s` +
        `${figures.running ? ' (still running)' : ''}; it ran during ` +
        `${Math.round(figures.routeOverlap * 100)}% of the route's measurement` +
        (liveBusy ? ` and ${Math.round(figures.liveOverlap * 100)}% of live delivery's` : ''),
    );
    return {
      route: { name: route.name, rate, seconds },
      digest: figures,
      routeIdle,
      routeBusy: routeBusy.result,
      liveIdle,
      liveBusy: liveBusy?.result ?? null,
    };
  } finally {
    await nats.close();
    await db.end();
  }
}
