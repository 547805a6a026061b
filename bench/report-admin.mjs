// The admin console's part of bench/results/latest.md: its rows in "## Targets" and its section (the read
// models' seed, the routes at 20 connections, /admin's first load).
import {
  cell,
  int,
  kb,
  openLoopIntro,
  openLoopTable,
  openLoopTarget,
  ratio,
  status,
  TARGETS,
  x,
} from './report-format.mjs';

/** @returns {string[]} the admin routes' rows of the Targets table */
export function adminTargets({ runs, admin }) {
  const routes = runs.admin ?? {};
  const keys = Object.keys(routes);
  if (keys.length === 0) return [];
  const withBaseline = keys.filter((k) => routes[k].baseline);
  const behind = withBaseline.filter(
    (k) => !(ratio(routes[k].cold, routes[k].baseline) >= TARGETS.coldRatio),
  );
  const missed = (list) => (list.length ? ` (missed: ${list.join(', ')})` : '');
  return [
    ...openLoopTarget('admin exporter list', routes),
    `| admin exporter list: gateway ≥ ${TARGETS.coldRatio}× baseline req/s at ${admin.connections} connections | ${withBaseline.length - behind.length} ` +
      `of ${withBaseline.length} routes with a baseline${missed(behind)} | ${status(behind.length === 0)} |`,
  ];
}

/** @returns {string[]} the first-load rows of the admin console (after the home page's) */
export function adminFirstLoadTargets({ frontend, adminFrontend }) {
  const rows = [];
  if (frontend && !frontend.error && frontend.adminScripts !== undefined) {
    rows.push(
      `| home page: no script of the admin remote (its charts load only on the admin routes) | ` +
        `${frontend.adminScripts} of ${frontend.scripts.length} scripts from /remotes/admin-ui/ | ` +
        `${status(frontend.adminScripts === 0)} |`,
    );
  }
  const fe = adminFrontend;
  if (fe && !fe.error) {
    rows.push(
      `| /admin first-load JS ≤ ${kb(TARGETS.adminFirstLoadGzipBytes)} gzipped (charts drawn), React once | ` +
        `${kb(fe.gzipBytes)} gzipped (${kb(fe.rawBytes)} raw, ${fe.scripts.length} scripts, ${fe.charts} charts ` +
        `drawn); react fetched ${fe.react}×, react-dom ${fe.reactDom}× | ` +
        `${status(fe.gzipBytes <= TARGETS.adminFirstLoadGzipBytes && fe.react === 1 && fe.reactDom === 1)} |`,
    );
  } else if (fe) rows.push(`| /admin first-load JS | not measured: ${fe.error} | n/a |`);
  return rows;
}

/** @returns {string[]} the section's lines */
export function adminSection({ runs, seeds, admin, sizes, adminFrontend }) {
  const routes = runs.admin ?? {};
  const keys = Object.keys(routes);
  const seed = seeds?.admin;
  if (!seed && keys.length === 0) return [];
  const lines = ['', `## Admin console at ${int(sizes.large.exporters)} exporters`, ''];
  if (seed) {
    lines.push(
      `The admin service's read models, seeded in SQL in ${(seed.totalMs / 1000).toFixed(0)} s with what the ` +
        "seeded categories', exporters' and conversations' events would have made (bench/seed-admin.mjs: each " +
        "exporter's `catalog.exporter.created` with its seeded state at its creation time, each conversation's " +
        '`messaging.conversation.created` and, when archived or blocked, its status change): ' +
        `${int(seed.exporters)} exporters (${int(seed.pending)} pending, ${int(seed.verified)} verified), ` +
        `${int(seed.subscriptions)} subscriptions, ${int(seed.conversations)} conversations, ` +
        `${int(seed.activityItems)} activity items, ${int(seed.notifications)} unread notifications, ` +
        `${seed.months} months of figures. The same events applied by the admin service's own handlers to a ` +
        `sample of ${seed.sampled.exporters} exporters and ${seed.sampled.conversations} conversations (rolled ` +
        `back) left the same rows: **${int(seed.mismatches)} mismatches**. Accounts come from the bench's ` +
        'sign-ups through the gateway.',
      '',
    );
  }
  if (keys.length) {
    lines.push(
      `${admin.connections} connections, every request with the default admin's bearer token (signed in after ` +
        'changing its first password; two-factor off, its default), on the gateway without the catalogue cache. ' +
        `The search is "${admin.searchTerm}" (company, e-mail or contact person, every status, newest first). ` +
        "The baseline runs the catalog's statement of the list (`@ped/catalog-service/bench`: the page with " +
        'its capped total) on a pool of 10 without checking the token; the stats routes have none (the ' +
        'admin service reads counters by primary key, one row per month and the top category and city rows).',
      '',
      '| route | baseline req/s | p50 | p99 | gateway req/s | p50 | p99 | gateway / baseline |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...keys.map((k) => {
        const r = routes[k];
        return `| ${r.name ?? k} | ${cell(r.baseline)} | ${cell(r.cold)} | ${r.baseline ? x(ratio(r.cold, r.baseline)) : '–'} |`;
      }),
      '',
      ...openLoopIntro(routes),
      ...openLoopTable(routes),
    );
  }
  lines.push('', '### /admin first load', '');
  const fe = adminFrontend;
  if (!fe || fe.error) {
    lines.push(`Not measured: ${fe?.error ?? 'skipped (--no-frontend)'}.`);
    return lines;
  }
  lines.push(
    'Chromium (playwright-core, no cache, 1280 × 900, unthrottled), signed in as the admin console (cookies of ' +
      `\`POST /api/admin/login\`, no page loaded before): the overview's figures after ${int(fe.figuresMs)} ms, ` +
      `${fe.charts} nivo charts drawn and the network idle after ${int(fe.usableMs)} ms. ${fe.scripts.length} ` +
      `scripts, ${kb(fe.rawBytes)} raw, **${kb(fe.gzipBytes)} gzipped** (gzip -6 of each body; served with ` +
      `content-encoding: ${fe.served}). React fetched ${fe.react}×, React DOM ${fe.reactDom}×.`,
    '',
    '| script | raw | gzipped | arrived |',
    '|---|---:|---:|---:|',
    ...[...fe.scripts]
      .sort((a, b) => b.gzip - a.gzip)
      .map((s) => `| ${s.path} | ${kb(s.bytes)} | ${kb(s.gzip)} | ${int(s.atMs)} ms |`),
  );
  return lines;
}
