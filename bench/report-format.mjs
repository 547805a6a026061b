// The report's targets and the formatting its sections share (report.mjs, report-messaging.mjs,
// report-admin.mjs).

export const TARGETS = {
  coldRatio: 0.5,
  warmRatio: 1.0,
  /** The open loop offers this share of the slower side's closed-loop req/s; the gateway's p99 there ≤ this × the baseline's. */
  openShare: 0.6,
  openP99Ratio: 2,
  p50Growth: 2,
  firstLoadGzipBytes: 198 * 1000,
  adminFirstLoadGzipBytes: 350 * 1000,
  lcpMs: 2500,
  cls: 0.1,
  liveP99Ms: 250,
};

export const int = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–');
export const ms = (n) => {
  if (!Number.isFinite(n)) return '–';
  return n < 1 ? n.toFixed(2) : n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US');
};
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
export const ratio = (a, b) => (a && b ? a.rps / b.rps : NaN);
export const x = (n) => (Number.isFinite(n) ? `${n.toFixed(2)}×` : '–');
export const status = (ok) => (ok === null ? 'n/a' : ok ? '**met**' : '**missed**');
export const failed = (r) => (r ? r.non2xx + r.errors + r.timeouts : 0);
export const cell = (r) =>
  r
    ? `${int(r.rps)} | ${ms(r.p50)} | ${ms(r.p99)}${failed(r) ? ` ⚠ ${int(failed(r))} failed` : ''}`
    : 'n/a | | ';

/** A route's open-loop figures (bench/run.mjs openLoop): gateway p99 ÷ baseline p99 at the same offered rate. */
export const openRatio = (r) =>
  r?.open?.baseline && r.open.gateway ? r.open.gateway.p99 / r.open.baseline.p99 : NaN;
const openFailed = (o) => (o ? o.non2xx + o.errors + (o.timeouts ?? 0) + o.skipped : 0);
/** Whether the route met the open-loop target: null without a baseline (nothing to compare with). */
export const openOk = (r) =>
  r?.open?.baseline ? openRatio(r) <= TARGETS.openP99Ratio && openFailed(r.open.gateway) === 0 : null;

/** The Targets row of the open loop for a section's routes (`runs`: key → run), or none when it was not measured. */
export function openLoopTarget(what, runs) {
  const keys = Object.keys(runs).filter((k) => runs[k].open?.baseline);
  if (keys.length === 0) return [];
  const missed = keys.filter((k) => !openOk(runs[k]));
  return [
    `| ${what}: open loop at ${TARGETS.openShare * 100}% of the slower side's req/s, gateway p99 ≤ ${TARGETS.openP99Ratio}× ` +
      `the baseline's p99 at the same rate | ${keys.length - missed.length} of ${keys.length} routes with a baseline` +
      `${missed.length ? ` (missed: ${missed.map((k) => `${k} ${x(openRatio(runs[k]))}`).join(', ')})` : ''} | ` +
      `${status(missed.length === 0)} |`,
  ];
}

/**
 * The open-loop table of a section's routes (`runs`: key → run with `open`), or no lines when none was measured:
 * the rate offered, each side's p50 / p99 from the scheduled send times, and the ratio of the p99s.
 */
export function openLoopTable(runs, what = 'route') {
  const keys = Object.keys(runs).filter((k) => runs[k].open);
  if (keys.length === 0) return [];
  const side = (o) => {
    if (!o) return 'n/a | ';
    const notes = [
      openFailed(o) ? `⚠ ${int(openFailed(o))} failed` : '',
      o.late ? `${int(o.late)} sent late` : '',
    ].filter(Boolean);
    return `${ms(o.p50)} | ${ms(o.p99)}${notes.length ? ` (${notes.join(', ')})` : ''}`;
  };
  return [
    `| ${what} | offered req/s | baseline p50 | p99 | gateway p50 | p99 | gateway p99 / baseline p99 |`,
    '|---|---:|---:|---:|---:|---:|---:|',
    ...keys.map((k) => {
      const { open } = runs[k];
      const rate = `${int(open.rate)} (${open.basis})`;
      return `| ${runs[k].name ?? k} | ${rate} | ${side(open.baseline)} | ${side(open.gateway)} | ${x(openRatio(runs[k]))} |`;
    }),
  ];
}

/** How the open-loop tables were measured (`runs`: a section's routes). */
export function openLoopIntro(runs) {
  const open = Object.values(runs).find((run) => run.open)?.open;
  if (!open) return [];
  return [
    `Open loop (bench/load.mjs \`measureOpenLoop\`, undici, up to 256 connections): each route offered at ` +
      `${TARGETS.openShare * 100}% of the lower of the two sides' req/s above (the side named beside the rate; the ` +
      "gateway's own where there is no baseline), " +
      `${open.duration} s after a ${open.warmup} s warm-up, to the baseline and to the gateway without the cache; ` +
      "latency from each request's scheduled send time to its answer's end, so queueing shows. " +
      '"sent late": requests the load generator itself sent more than 10 ms behind schedule.',
    '',
  ];
}
