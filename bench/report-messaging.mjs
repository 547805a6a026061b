// The conversations' part of bench/results/latest.md: their rows in "## Targets" and their section
// (the seed, the list and thread routes, live delivery).
import { LOST_AFTER_MS } from './live.mjs';
import {
  cell,
  int,
  ms,
  openLoopIntro,
  openLoopTable,
  openLoopTarget,
  ratio,
  status,
  TARGETS,
  x,
} from './report-format.mjs';

const mb = (kb) => `${(kb / 1024).toFixed(1)} MiB`;

/** Whether live delivery met its target: p99, and every message accepted, delivered once, no stream lost. */
const liveOk = (live) =>
  live.p99 <= TARGETS.liveP99Ms &&
  live.lost === 0 &&
  live.duplicated === 0 &&
  live.failedSends === 0 &&
  live.dropped === 0 &&
  live.openFailed === 0;

/** @returns {string[]} rows of the Targets table */
export function messagingTargets({ runs, options, live }) {
  const routes = runs.messaging ?? {};
  const keys = Object.keys(routes);
  const rows = [];
  if (keys.length) {
    rows.push(...openLoopTarget('conversations (list, thread page)', routes));
    const slow = keys.filter((k) => !(ratio(routes[k].cold, routes[k].baseline) >= TARGETS.coldRatio));
    rows.push(
      `| conversations: gateway ≥ ${TARGETS.coldRatio}× baseline req/s at ${options.connections} connections | ${keys.length - slow.length} of ${keys.length} routes` +
        `${slow.length ? ` (missed: ${slow.join(', ')})` : ''} | ${status(slow.length === 0)} |`,
    );
  }
  if (live) {
    rows.push(
      `| live delivery p99 ≤ ${TARGETS.liveP99Ms} ms, none lost or duplicated (${int(live.connections)} streams, ` +
        `${live.rate} messages/s for ${live.seconds} s) | p99 ${ms(live.p99)} ms (p50 ${ms(live.p50)}), ` +
        `lost ${int(live.lost)}, duplicated ${int(live.duplicated)}${troubles(live)}; ` +
        `gateway ${live.rss ? `${ms(live.rss.perConnectionKb)} KiB` : 'n/a'} per open stream | ${status(liveOk(live))} |`,
    );
  } else if (options.live === false) {
    rows.push('| live delivery | skipped (--no-live) | n/a |');
  }
  return rows;
}

/** What else went wrong in the live run, if anything. */
function troubles(live) {
  const parts = [];
  if (live.failedSends) parts.push(`${int(live.failedSends)} sends failed`);
  if (live.dropped) parts.push(`${int(live.dropped)} streams dropped`);
  if (live.openFailed) parts.push(`${int(live.openFailed)} streams did not open`);
  return parts.length ? `, ${parts.join(', ')}` : '';
}

/** @returns {string[]} the section's lines */
export function messagingSection({ runs, seeds, conversations, buyers, live, options }) {
  const routes = runs.messaging ?? {};
  const keys = Object.keys(routes);
  const seed = seeds?.messaging;
  if (!seed && keys.length === 0) return [];
  const c = conversations;
  const lines = [
    '',
    `## Conversations: ${int(seed?.conversations)} conversations, ${int(seed?.messages)} messages`,
    '',
  ];
  if (seed) {
    lines.push(
      `Seeded in SQL on the large database in ${(seed.totalMs / 1000).toFixed(0)} s: ${c.perBuyer} conversations for ` +
        `each of the ${int(seed.conversations / c.perBuyer)} buyers with ${int(seed.exporters)} approved exporters ` +
        `(${int(seed.closed)} archived or blocked), one thread of ${c.longThread} messages and ${c.perBuyer - 1} of ` +
        `${c.shortThread} per buyer; ${c.withPartners} of each buyer's are with one of ${c.partners} exporters ` +
        `(~${int((c.withPartners * seed.conversations) / c.perBuyer / c.partners)} conversations each) whose ` +
        `accounts the bench signs up. Each conversation keeps its latest message's preview and time and both ` +
        `unread counts (${int(seed.unread)} unread in all); recounted from the messages after the seed: ` +
        `**${int(seed.mismatches)} mismatches**.`,
      '',
    );
  }
  if (keys.length) {
    lines.push(
      `${options.connections} connections; each request is made by the next party in turn (the ${buyers.signedIn} ` +
        `signed-in buyers, then the ${c.partners} exporter accounts, each with its own bearer token), asking for ` +
        `its own list or a page of its longest thread. The gateway is the one without the catalogue cache. The baseline runs the messaging ` +
        "service's own reads (`@ped/messaging-service/bench`: the party lookup, the page and its total; the party " +
        'check and the page) on a pool of 10 for the principal the token names (unverified).',
      '',
      '| route | baseline req/s | p50 | p99 | gateway req/s | p50 | p99 | gateway / baseline |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...keys.map((k) => {
        const r = routes[k];
        return `| ${r.name ?? k} | ${cell(r.baseline)} | ${cell(r.cold)} | ${x(ratio(r.cold, r.baseline))} |`;
      }),
      '',
      ...openLoopIntro(routes),
      ...openLoopTable(routes),
      '',
    );
  }
  lines.push('### Live delivery', '');
  if (!live) {
    lines.push(options.live === false ? 'Skipped (`--no-live`).' : 'Not measured.');
    return lines;
  }
  lines.push(
    `${int(live.connections)} \`GET /api/live\` streams held open on one gateway (the one without the cache), ` +
      `${int(live.connections / live.parties)} for each of ${live.parties} parties (the signed-in buyers and ` +
      `exporter accounts), opened in ${(live.openMs / 1000).toFixed(1)} s. Then ${live.rate} messages a second ` +
      `for ${live.seconds} s, sent on schedule through the same gateway (\`POST /api/conversations/{id}/messages\`) ` +
      `in ${live.pairs} active conversations between them, a random one and a random direction each time. ` +
      "A message's delivery time runs from its send's answer (201) until it had arrived on every one of the " +
      `recipient's streams; lost: not on all of them within ${LOST_AFTER_MS / 1000} s; duplicated: ` +
      "any stream that got it twice (the sender's streams get it too, and count). Memory: the gateway " +
      "process's resident set (VmRSS) before the streams opened and 2 s after the last one did.",
    '',
    '| | |',
    '|---|---|',
    `| messages sent / accepted | ${int(live.sent)} / ${int(live.accepted)}${live.sendErrors?.length ? ` (${live.sendErrors.join('; ')})` : ''} |`,
    `| send answered (201), p50 / p99 | ${ms(live.sendP50)} / ${ms(live.sendP99)} ms |`,
    `| delivery to all the recipient's streams, p50 / p99 / max | **${ms(live.p50)} / ${ms(live.p99)}** / ${ms(live.max)} ms |`,
    `| on a stream before the send's answer arrived (counted as 0 ms) | ${int(live.early)} |`,
    `| outbox relay: the send's transaction start → its event published, p50 / p99 | ` +
      `${ms(live.relayP50)} / ${ms(live.relayP99)} ms |`,
    ...Object.entries(live.eventLoop ?? {}).map(
      ([name, delay]) =>
        `| ${name}'s event-loop delay over the send window (monitorEventLoopDelay, 10 ms sampling), p50 / p99 / max | ` +
        (delay ? `${ms(delay.p50)} / ${ms(delay.p99)} / ${ms(delay.max)} ms |` : 'n/a (no /metrics) |'),
    ),
    `| lost / duplicated | **${int(live.lost)} / ${int(live.duplicated)}** |`,
    `| streams dropped during the run / failed to open | ${int(live.dropped)} / ${int(live.openFailed)}${live.openErrors?.length ? ` (${live.openErrors.join('; ')})` : ''} |`,
    live.rss
      ? `| gateway RSS: before / ${int(live.connections)} open / after the messages | ${mb(live.rss.beforeKb)} / ` +
          `${mb(live.rss.openKb)} / ${mb(live.rss.afterKb)} → **${ms(live.rss.perConnectionKb)} KiB per open stream** |`
      : '| gateway RSS | n/a (no /proc) |',
  );
  return lines;
}
