// The public pages' part of the report (issue 21): each page's first-load JavaScript and Lighthouse figures
// (mobile, simulated throttling, median of 3) against the targets.
import { int, kb, status } from './report-format.mjs';

export const PAGE_TARGETS = {
  lcpMs: 2500,
  cls: 0.1,
  tbtMs: 300,
  score: 0.9,
  homeFirstLoadGzipBytes: 170 * 1000,
  /** A cached rendered page against the uncached catalogue API route it shows, in requests per second. */
  cachedPageRatio: 2,
};

const cacheRatio = (entry) => entry.page.rps / Math.max(entry.uncached.rps, 1e-9);
/** How many times as many requests the servers could answer for the page as for the route, at equal CPU. */
const cpuRatio = (entry) =>
  entry.page.serverCpuUsPerRequest && entry.uncached.serverCpuUsPerRequest
    ? entry.uncached.serverCpuUsPerRequest / entry.page.serverCpuUsPerRequest
    : null;
const cpuCell = (entry) => (entry.serverCpuUsPerRequest ? `${int(entry.serverCpuUsPerRequest)} µs` : 'n/a');

const lighthouseMet = (lh) =>
  lh.lcpMs <= PAGE_TARGETS.lcpMs &&
  lh.cls <= PAGE_TARGETS.cls &&
  lh.tbtMs <= PAGE_TARGETS.tbtMs &&
  lh.score >= PAGE_TARGETS.score;

const ms = (value) => (value === null ? 'never' : `${int(value)} ms`);

/** Issue 33: no tap lost from a page's first paint; each acts at once or is held until the page can act on it. */
function earlyTapsTarget(taps) {
  if (!taps) return [];
  const label =
    '| taps from first paint (phone, 4× CPU): none lost, each acts or is held until it can (issue 33) |';
  if (taps.error) return [`${label} not measured: ${taps.error} | n/a |`];
  const lost = taps.reduce((sum, row) => sum + row.lost, 0);
  const runs = taps.reduce((sum, row) => sum + row.runs, 0);
  const held = taps.reduce((sum, row) => sum + row.held, 0);
  return [`${label} ${lost} of ${runs} lost, ${held} held until hydration | ${status(lost === 0)} |`];
}

/** The section's table of taps from first paint. */
function earlyTapsLines(taps) {
  if (!taps || taps.error) return [];
  return [
    '',
    'Taps from first paint: a phone (Chromium, 4× CPU slowdown, touch, 390 px, a fresh browser each run) taps the ' +
      'control as soon as the page has painted and the control shows. Times are the median of 3, in ms after the ' +
      'first contentful paint; "frame hydrated" is when React owns the header and footer (the page\'s content ' +
      'follows). A tap before hydration is held by index.html and replayed by the shell (`earlyTaps.ts`).',
    '',
    '| page | control | tapped | acted | frame hydrated | held | lost |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...taps.map(
      (row) =>
        `| \`${row.page}\` | ${row.control} | ${ms(row.tapMs)} | ${ms(row.actedMs)} | ${ms(row.hydratedMs)} | ` +
        `${row.held} of ${row.runs} | ${row.lost} of ${row.runs} |`,
    ),
  ];
}

/** The targets table's rows for the public pages (none when they were not measured). */
export function pagesTargets(results) {
  const pages = results.pages ?? [];
  if (pages.length === 0) return [];
  const measured = pages.filter((page) => page.lighthouse && !page.lighthouse.error);
  const missed = pages.filter((page) => !measured.includes(page) || !lighthouseMet(page.lighthouse));
  const home = pages.find((page) => page.key === 'home')?.firstLoad;
  const cached = results.pageCache ?? [];
  const slowest = cached.length ? Math.min(...cached.map(cacheRatio)) : null;
  return [
    ...(slowest === null
      ? []
      : [
          `| cached rendered page ≥ ${PAGE_TARGETS.cachedPageRatio}× the req/s of the uncached API route it shows | ` +
            `${slowest.toFixed(1)}× at least (${cached.map((e) => `${e.key} ${cacheRatio(e).toFixed(1)}×`).join(', ')}) | ` +
            `${status(slowest >= PAGE_TARGETS.cachedPageRatio)} |`,
        ]),
    `| public pages, Lighthouse mobile median of 3: LCP ≤ ${PAGE_TARGETS.lcpMs / 1000} s, CLS ≤ ${PAGE_TARGETS.cls}, ` +
      `TBT ≤ ${PAGE_TARGETS.tbtMs} ms, score ≥ ${PAGE_TARGETS.score * 100} | ${pages.length - missed.length} of ${pages.length} pages` +
      `${missed.length ? ` (missed: ${missed.map((page) => page.key).join(', ')})` : ''} | ${status(missed.length === 0)} |`,
    ...earlyTapsTarget(results.earlyTaps),
    home && !home.error
      ? `| home page first-load JS ≤ ${kb(PAGE_TARGETS.homeFirstLoadGzipBytes)} gzipped (issue 21) | ${kb(home.gzipBytes)} | ${status(home.gzipBytes <= PAGE_TARGETS.homeFirstLoadGzipBytes)} |`
      : `| home page first-load JS ≤ ${kb(PAGE_TARGETS.homeFirstLoadGzipBytes)} gzipped (issue 21) | not measured: ${home?.error ?? 'skipped'} | n/a |`,
  ];
}

/** The section: a row per page. */
export function pagesSection(results) {
  const pages = results.pages ?? [];
  if (pages.length === 0) return [];
  const lines = [
    '',
    '## Public pages',
    '',
    'Served by the edge of the 100,000-exporter system. First load: Chromium (playwright-core, no cache, desktop ' +
      'viewport, unthrottled), every script until the main content shows and the network is idle, gzip -6 of each ' +
      'body. Lighthouse: mobile, simulated throttling, three runs in a row, each once the machine’s cores have been ' +
      'idle (under 15% busy) for a second, the median of each figure.',
    '',
    '| page | first-load JS gzipped | scripts | main content after | score | FCP | LCP | CLS | TBT | Speed Index |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const page of pages) {
    const load = page.firstLoad ?? {};
    const lh = page.lighthouse ?? {};
    const loadCells = load.error
      ? `not measured: ${load.error} | | `
      : `${kb(load.gzipBytes)} | ${load.scriptCount} | ${int(load.mainMs)} ms`;
    const lhCells = lh.error
      ? `not measured: ${lh.error} | | | | | `
      : `${Math.round(lh.score * 100)} | ${(lh.fcpMs / 1000).toFixed(2)} s | ${(lh.lcpMs / 1000).toFixed(2)} s | ` +
        `${lh.cls.toFixed(3)} | ${int(lh.tbtMs)} ms | ${(lh.speedIndexMs / 1000).toFixed(2)} s`;
    lines.push(`| ${page.name} | ${loadCells} | ${lhCells} |`);
  }
  const cached = results.pageCache ?? [];
  if (cached.length) {
    lines.push(
      '',
      'Rendered pages from the edge’s page cache (Redis; autocannon asking for gzip, as browsers do) against the ' +
        'catalogue API route each page shows, on a gateway without its cache. Server CPU: what the whole machine ' +
        'spent busy during the measured run, less the bench process (autocannon runs in it), per answered request; ' +
        'its ratio is how many more requests the servers could answer for the page at equal CPU. autocannon shares ' +
        'the 2 cores and leaves bodies undecoded (`bench/load.mjs`), so it costs about the same per answer whatever ' +
        'its size:',
      '',
      '| page | page req/s | p99 | server CPU | API route | uncached req/s | p99 | server CPU | req/s ratio | CPU ratio |',
      '|---|---:|---:|---:|---|---:|---:|---:|---:|---:|',
    );
    for (const entry of cached)
      lines.push(
        `| ${entry.name} | ${int(entry.page.rps)} | ${int(entry.page.p99)} ms | ${cpuCell(entry.page)} | ` +
          `\`${entry.api}\` | ${int(entry.uncached.rps)} | ${int(entry.uncached.p99)} ms | ${cpuCell(entry.uncached)} | ` +
          `${cacheRatio(entry).toFixed(1)}× | ${cpuRatio(entry)?.toFixed(1) ?? 'n/a'}× |`,
      );
  }
  lines.push(...pageCacheEditsLines(results.pageCacheEdits));
  lines.push(...earlyTapsLines(results.earlyTaps));
  const warnings = [...new Set(pages.flatMap((page) => page.lighthouse?.warnings ?? []))];
  if (warnings.length) lines.push('', `Lighthouse warnings: ${warnings.join(' ')}`);
  lines.push('');
  return lines;
}

/** The page cache while exporters edit (bench/editing.mjs): a row per kind of page. */
function pageCacheEditsLines(edits) {
  if (!edits) return [];
  if (edits.error) return ['', `Rendered pages under edits: not measured: ${edits.error}`];
  const share = (rate) => (rate ? `${(rate.hit * 100).toFixed(1)}%` : 'n/a');
  const lines = [
    '',
    `Rendered pages while ${edits.editors} exporters across the categories edit their profiles through the gateway ` +
      `(PUT /api/my-exporter, ${edits.editsPerSecond} a second in turn; ${edits.edits.ok} of ${edits.edits.sent} ` +
      `answered 200, p50 ${int(edits.edits.p50 ?? 0)} ms): an edit retires the pages of its exporter's category and ` +
      'its profile only. Hits: the share of the measured run answered from the page cache (the edge’s ' +
      '`ped_page_cache_answers_total`) and, for the pages rendered, from the gateway’s catalogue cache:',
    '',
    '| pages | paths | req/s | p50 | p99 | page cache hits | API cache hits |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [key, name, paths] of [
    ['categories', 'category pages', edits.categoryPages],
    ['profiles', 'profile pages', edits.profilePages],
  ]) {
    const run = edits[key];
    if (!run) continue;
    lines.push(
      `| ${name} | ${paths} | ${int(run.rps)} | ${int(run.p50)} ms | ${int(run.p99)} ms | ` +
        `${share(run.pageHitRate)} | ${share(run.apiHitRate)} |`,
    );
  }
  return lines;
}
