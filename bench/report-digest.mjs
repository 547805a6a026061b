// The report's section on what the requirement digest costs the requests (bench/digest.mjs).
import { int, ms } from './report-format.mjs';

const pct = (share) => `${Math.round(share * 100)}%`;
const row = (name, idle, busy, extra = '') =>
  `| ${name} | ${ms(idle.p50)} | ${ms(idle.p99)} | ${ms(busy.p50)} | ${ms(busy.p99)} | ${extra} |`;

/** @param {any} results */
export function digestSection(results) {
  const cost = results.digestCost;
  if (!cost) return [];
  const lines = ['', "### The requirement digest's cost to the requests", ''];
  if (cost.error) return [...lines, `Not measured: ${cost.error}`];
  const { route, digest, routeIdle, routeBusy, liveIdle, liveBusy } = cost;
  lines.push(
    'The services run as in production, the catalog worker (`services/catalog/dist/worker.js`) included, with ' +
      "production's schedule (`REQUIREMENT_DIGEST_INTERVAL_MS` 15 min; response figures every 15 min, " +
      'verification lapses every hour): every timed part of this run shares the machine with those jobs as they ' +
      "come due. Here the worker is made to run the day's first digest on demand (every exporter looked at; the " +
      "day's digests, their run and their mails forgotten first), and the same load is measured with the worker " +
      `idle (first waiting ${(digest.settledMs / 1000).toFixed(1)} s for a run of the schedule to end) and while it runs: ${route.name} offered at ${int(route.rate)} req/s (60% of what the uncached gateway carried at 50 connections) for ${route.seconds} s (open ` +
      "loop, latency from each request's scheduled time) to the gateway without the cache, then live delivery. " +
      'Mail goes to no SMTP server in the bench: the relay backs off.',
    '',
    `The digest queued **${int(digest.sent)} mails in ${(digest.ms / 1000).toFixed(1)} s**` +
      `${digest.running ? ' and was still running then (the bench went on; it ran beside the parts after this)' : ''}; it ran during ` +
      `${pct(digest.routeOverlap)} of the route's measurement` +
      (digest.liveOverlap === null ? '.' : ` and ${pct(digest.liveOverlap)} of live delivery's.`),
    '',
    '| | idle p50 | idle p99 | digest running p50 | p99 | |',
    '|---|---:|---:|---:|---:|---|',
    row(route.name, routeIdle, routeBusy, `${int(routeIdle.ok)} / ${int(routeBusy.ok)} answered 2xx`),
  );
  if (liveIdle && liveBusy)
    lines.push(
      row(
        `live delivery (${int(liveIdle.sent)} messages)`,
        liveIdle,
        liveBusy,
        `lost ${liveIdle.lost} / ${liveBusy.lost}, duplicated ${liveIdle.duplicated} / ${liveBusy.duplicated}`,
      ),
    );
  return lines;
}
