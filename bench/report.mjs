// Renders bench/results/latest.md from the results of bench/run.mjs.
import {
  cell,
  int,
  kb,
  ms,
  openLoopIntro,
  openLoopTable,
  openLoopTarget,
  ratio,
  status,
  TARGETS,
  x,
} from './report-format.mjs';
import { adminFirstLoadTargets, adminSection, adminTargets } from './report-admin.mjs';
import { digestSection } from './report-digest.mjs';
import { messagingSection, messagingTargets } from './report-messaging.mjs';
import { pagesSection, pagesTargets } from './report-pages.mjs';

export { TARGETS };

/** What each partial run (`--only`) measures. */
const PARTS = {
  search: 'the searches alone',
  admin: 'the admin console on the large database only',
  pages: "the public pages' first load and Lighthouse on the large database only",
};

export function renderReport(results) {
  const { options, sizes, seeds, runs, machine } = results;
  const large = runs.large;
  const keys = Object.keys(large);
  const lines = [];
  const out = (line = '') => lines.push(line);

  out('# Catalogue read benchmark (`npm run bench`)');
  out();
  if (options.only) {
    out(
      `**Partial run** (\`--only=${options.only}\`): ${PARTS[options.only]}; the other scenarios and the live ` +
        'delivery were not run. The full results are in bench/results/latest.md.',
    );
    out();
  }
  out(
    `Run \`${results.id}\`, ${results.startedAt}, ${(results.tookMs / 60000).toFixed(1)} min. ` +
      `${machine.cpus} CPU (${machine.cpu}), Node ${machine.node}, ${machine.postgres.version.split(' on ')[0]} ` +
      `(shared_buffers ${machine.postgres.shared_buffers}, work_mem ${machine.postgres.work_mem}, ` +
      `jit ${machine.postgres.jit}, off in the services' sessions); load average at start ${machine.loadavg.join(' ')}.`,
  );
  out();
  out(
    `autocannon, ${options.connections} connections, ${options.duration} s per endpoint after a ` +
      `${options.warmup} s warm-up, loopback. Everything (PostgreSQL, NATS, the services, the gateway, ` +
      `the baseline and autocannon) shares the same ${machine.cpus} cores. **Baseline**: one Fastify + pg ` +
      'process (pool of 10, as the catalog service) running the same SQL, DTO mapping and response schemas. ' +
      `**No cache**: the gateway with \`CATALOG_CACHE_TTL_SECONDS=0\` → NATS → catalog service. ` +
      `**Cache**: the gateway with its default cache${results.cacheBuilt ? '' : ' — n/a (cache not built: the gateway does not read `CATALOG_CACHE_TTL_SECONDS` yet)'}. ` +
      `Services and gateways run with NODE_ENV=production, LOG_LEVEL=${options.logLevel}. ` +
      'req/s counts 2xx answers only; latencies in ms.',
  );
  out();
  for (const [name, size] of Object.entries(sizes)) {
    const s = seeds[name];
    if (!s) continue;
    out(
      `- **${name}**: ${int(s.exporters)} exporters (${int(s.approved)} approved, ${int(s.verified)} verified, ` +
        `${int(s.premium)} premium; ${s.cities} cities, ${s.categories} categories), ${int(s.products)} products — ` +
        `seeded in ${(s.totalMs / 1000).toFixed(0)} s; search columns checked on a 500-row sample: ` +
        `${s.sampleMismatches} mismatches (database \`${size.db}\`).`,
    );
  }
  if (results.drift.length) {
    out();
    out(`⚠ The services' SQL no longer contains what bench/queries.mjs copies: ${results.drift.join('; ')}`);
  }

  // Targets
  const coldOk = keys.map((k) => ratio(large[k].cold, large[k].baseline) >= TARGETS.coldRatio);
  const warmOk = results.cacheBuilt
    ? keys.map((k) => ratio(large[k].warm, large[k].baseline) >= TARGETS.warmRatio)
    : null;
  const growth = Object.keys(runs.small).map((k) => ({
    key: k,
    cold: large[k].cold.p50 / runs.small[k].cold.p50,
    baseline: large[k].baseline.p50 / runs.small[k].baseline.p50,
  }));
  const buyer = runs.buyer ?? {};
  const buyerKeys = Object.keys(buyer);
  const buyerRatio = buyerKeys
    .filter((k) => buyer[k].baseline)
    .map((k) => ({ key: k, ok: ratio(buyer[k].cold, buyer[k].baseline) >= TARGETS.coldRatio }));
  const plans = results.plans ?? [];
  const seq = plans.filter((p) => p.seqScans.length);
  const fe = results.frontend;
  const lh = results.lighthouse;
  const count = (oks) => `${oks.filter(Boolean).length} of ${oks.length} endpoints`;
  const missedNames = (oks) =>
    keys.filter((_, i) => !oks[i]).join(', ')
      ? ` (missed: ${keys.filter((_, i) => !oks[i]).join(', ')})`
      : '';
  out();
  out('## Targets');
  out();
  out('| target | result | |');
  out('|---|---|---|');
  if (keys.length) {
    out(
      `| no cache ≥ ${TARGETS.coldRatio}× baseline req/s at ${options.connections} connections | ${count(coldOk)}${missedNames(coldOk)} | ${status(coldOk.every(Boolean))} |`,
    );
    out(
      `| cache ≥ ${TARGETS.warmRatio}× baseline req/s | ${warmOk ? `${count(warmOk)}${missedNames(warmOk)}` : 'n/a (cache not built)'} | ${status(warmOk && warmOk.every(Boolean))} |`,
    );
    for (const line of openLoopTarget('catalogue routes, no cache', large)) out(line);
  }
  if (growth.length) {
    out(
      `| browse/search p50 at ${int(sizes.large.exporters)} ≤ ${TARGETS.p50Growth}× p50 at ${int(sizes.small.exporters)} (no cache) | ` +
        `${growth.map((g) => `${g.key} ${x(g.cold)}`).join(', ')} | ${status(growth.every((g) => g.cold <= TARGETS.p50Growth))} |`,
    );
  }
  if (buyerKeys.length) {
    for (const line of openLoopTarget('buyer routes', buyer)) out(line);
    out(
      `| buyer routes: gateway ≥ ${TARGETS.coldRatio}× baseline req/s at ${options.connections} connections | ${buyerRatio.filter((r) => r.ok).length} of ${buyerRatio.length} routes with a baseline${
        buyerRatio.some((r) => !r.ok)
          ? ` (missed: ${buyerRatio
              .filter((r) => !r.ok)
              .map((r) => r.key)
              .join(', ')})`
          : ''
      } | ${status(buyerRatio.every((r) => r.ok))} |`,
    );
  }
  for (const line of messagingTargets(results)) out(line);
  for (const line of adminTargets(results)) out(line);
  for (const line of pagesTargets(results)) out(line);
  out(
    `| EXPLAIN uses an index (no Seq Scan on exporters, exporter_categories, products, conversations, messages) | ${seq.length ? seq.map((p) => `${p.endpoint}/${p.label}`).join(', ') : `${plans.length} statements, none`} | ${status(seq.length === 0)} |`,
  );
  if (fe && !fe.error) {
    out(
      `| home page first-load JS ≤ ${kb(TARGETS.firstLoadGzipBytes)} gzipped, React once | ${kb(fe.gzipBytes)} gzipped ` +
        `(${kb(fe.rawBytes)} raw, ${fe.scripts.length} scripts); react fetched ${fe.react}×, react-dom ${fe.reactDom}× | ` +
        `${status(fe.gzipBytes <= TARGETS.firstLoadGzipBytes && fe.react === 1 && fe.reactDom === 1)} |`,
    );
  } else if (!results.pages?.length)
    out(`| home page first-load JS | not measured: ${fe?.error ?? 'skipped'} | n/a |`);
  for (const line of adminFirstLoadTargets(results)) out(line);
  if (lh && !lh.error) {
    out(
      `| LCP ≤ ${TARGETS.lcpMs / 1000} s (Lighthouse, mobile) | ${(lh.lcpMs / 1000).toFixed(2)} s | ${status(lh.lcpMs <= TARGETS.lcpMs)} |`,
    );
    out(
      `| CLS ≤ ${TARGETS.cls} (Lighthouse, mobile) | ${lh.cls.toFixed(3)} | ${status(lh.cls <= TARGETS.cls)} |`,
    );
  } else out(`| LCP, CLS (Lighthouse) | not measured: ${lh?.error ?? 'skipped'} | n/a |`);
  out();
  for (const line of targetMeanings(options)) out(line);

  // Throughput table
  if (keys.length) {
    out();
    out(
      `## Throughput and latency at ${int(sizes.large.exporters)} exporters / ${int(sizes.large.products)} products`,
    );
    out();
    out(
      '| endpoint | baseline req/s | p50 | p99 | no cache req/s | p50 | p99 | no cache / baseline | cache req/s | p50 | p99 | cache / baseline |',
    );
    out('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const k of keys) {
      const r = large[k];
      out(
        `| ${r.name ?? k} | ${cell(r.baseline)} | ${cell(r.cold)} | ${x(ratio(r.cold, r.baseline))} | ${cell(r.warm)} | ${r.warm ? x(ratio(r.warm, r.baseline)) : 'n/a'} |`,
      );
    }
    out();
    for (const line of openLoopIntro(large)) out(line);
    for (const line of openLoopTable(large, 'endpoint')) out(line);
  }

  // Buyer routes
  if (buyerKeys.length) {
    out();
    out(
      `## Buyer routes: ${int(results.buyers?.buyers)} buyers (${results.buyers?.requirements} requirements, ` +
        `${results.buyers?.saved} saved exporters, ${results.buyers?.searches} saved searches each), ${results.buyers?.signedIn} signed in`,
    );
    out();
    out(
      'Each request is made by the next signed-in buyer in turn (its own bearer token), on the large database. ' +
        'The gateway here is the one without the catalogue cache (buyer routes are never cached). The baseline ' +
        "runs the catalog's statements for the buyer the token names (unverified); identity's profile and the " +
        "saved searches' counts have none.",
    );
    out();
    out('| route | baseline req/s | p50 | p99 | gateway req/s | p50 | p99 | gateway / baseline |');
    out('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const k of buyerKeys) {
      const r = buyer[k];
      out(`| ${r.name ?? k} | ${cell(r.baseline)} | ${cell(r.cold)} | ${x(ratio(r.cold, r.baseline))} |`);
    }
    out();
    for (const line of openLoopIntro(buyer)) out(line);
    for (const line of openLoopTable(buyer)) out(line);
  }
  for (const line of messagingSection(results)) out(line);
  for (const line of digestSection(results)) out(line);
  for (const line of adminSection(results)) out(line);
  for (const line of pagesSection(results)) out(line);

  // Size table
  if (growth.length) {
    out();
    out(`## Browse and search p50: ${int(sizes.small.exporters)} vs ${int(sizes.large.exporters)} exporters`);
    out();
    out(
      `| endpoint | baseline p50 @ ${int(sizes.small.exporters)} | @ ${int(sizes.large.exporters)} | growth | no cache p50 @ ${int(sizes.small.exporters)} | @ ${int(sizes.large.exporters)} | growth | ≤ ${TARGETS.p50Growth}× |`,
    );
    out('|---|---:|---:|---:|---:|---:|---:|---|');
    for (const g of growth) {
      const small = runs.small[g.key];
      const big = large[g.key];
      out(
        `| ${big.name ?? g.key} | ${ms(small.baseline.p50)} | ${ms(big.baseline.p50)} | ${x(g.baseline)} | ${ms(small.cold.p50)} | ${ms(big.cold.p50)} | ${x(g.cold)} | ${status(g.cold <= TARGETS.p50Growth)} |`,
      );
    }
    out();
    out(
      `At ${int(sizes.small.exporters)} exporters the no-cache req/s: ` +
        Object.entries(runs.small)
          .map(([k, r]) => `${k} ${int(r.cold.rps)} (baseline ${int(r.baseline.rps)})`)
          .join(', ') +
        '.',
    );
    out();
    for (const line of openLoopIntro(runs.small)) out(line);
    for (const line of openLoopTable(runs.small, `endpoint at ${int(sizes.small.exporters)} exporters`))
      out(line);
  }

  // Front end
  out();
  out('## Home page');
  out();
  if (fe && !fe.error) {
    out(
      `First load in Chromium (playwright-core, no cache, desktop viewport, unthrottled): category cards after ` +
        `${int(fe.cardsMs)} ms, network idle after ${int(fe.usableMs)} ms, ${fe.categoryCards} cards. ` +
        `${fe.scripts.length} scripts, ${kb(fe.rawBytes)} raw, **${kb(fe.gzipBytes)} gzipped** (gzip -6 of each body; ` +
        `the edge served them with content-encoding: ${fe.served}). React fetched ${fe.react}×, React DOM ${fe.reactDom}×.`,
    );
    out();
    out('| script | raw | gzipped |');
    out('|---|---:|---:|');
    for (const s of [...fe.scripts].sort((a, b) => b.gzip - a.gzip))
      out(`| ${s.path} | ${kb(s.bytes)} | ${kb(s.gzip)} |`);
  } else
    out(
      `First load not measured here: ${fe?.error ?? (results.pages?.length ? 'see Public pages' : options.only ? 'skipped (partial run)' : 'skipped (--no-frontend)')}.`,
    );
  out();
  if (lh && !lh.error) {
    out(
      `Lighthouse ${lh.version} (${lh.formFactor}, ${lh.throttling} throttling, Debian Chromium headless): ` +
        `performance **${Math.round(lh.score * 100)}**, FCP ${(lh.fcpMs / 1000).toFixed(2)} s, ` +
        `LCP ${(lh.lcpMs / 1000).toFixed(2)} s, CLS ${lh.cls.toFixed(3)}, TBT ${int(lh.tbtMs)} ms, ` +
        `Speed Index ${(lh.speedIndexMs / 1000).toFixed(2)} s.${lh.warnings.length ? ` Warnings: ${lh.warnings.join(' ')}` : ''}`,
    );
  } else
    out(
      `Lighthouse not measured: ${lh?.error ?? (options.only ? 'skipped (partial run)' : 'skipped (--no-frontend)')}.`,
    );

  // Plans
  out();
  out(`## Query plans (EXPLAIN (ANALYZE, BUFFERS), ${int(sizes.large.exporters)} exporters, second run)`);
  out();
  out('Prepared statements (the services run them with their generic plan) are explained as EXECUTE.');
  out();
  out(
    '| endpoint | statement | plan | execution | indexes used | Seq Scan on exporters/exporter_categories/products/conversations/messages | JIT |',
  );
  out('|---|---|---|---:|---|---|---|');
  for (const p of plans) {
    out(
      `| ${p.endpoint} | ${p.label} | ${p.prepared ? 'generic (prepared)' : 'custom'} | ${ms(p.executionMs)} ms | ${p.indexes.join(', ') || '–'} | ${p.seqScans.length ? `**${p.seqScans.join(', ')}**` : 'none'} | ${p.jit ? '**yes**' : 'no'} |`,
    );
  }
  for (const p of plans) {
    out();
    out(`### ${p.name} — ${p.label}`);
    out();
    out('```sql');
    out(p.sql.replace(/^\s*\n/, '').replace(/\n\s*$/, ''));
    out(`-- parameters: ${JSON.stringify(p.values)}`);
    out('```');
    out();
    out('```');
    out(p.plan);
    out('```');
  }
  out();
  if (results.metrics) {
    out("## The processes' /metrics at the end of the large run");
    out();
    out(
      'Read from each process (bench/metrics-scrape.mjs), as a Prometheus would: the catalogue metrics it ' +
        'declares and its `ped_` series, then a few of their values.',
    );
    out();
    out(
      '| process | metrics | series | HTTP requests | of them 5xx | NATS requests sent | handled | outbox pending | ' +
        'consumer pending (max) | pool waiting (max) | event-loop p99 |',
    );
    out('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const m of results.metrics)
      out(
        `| ${m.name} | ${m.declared} | ${int(m.series)} | ${int(m.httpRequests)} | ${int(m.http5xx)} | ` +
          `${int(m.rpcClient)} | ${int(m.rpcServer)} | ${int(m.outboxPending)} | ${int(m.consumerPendingMax)} | ` +
          `${int(m.poolWaitingMax)} | ${m.eventLoopP99Ms} ms |`,
      );
    out();
  }
  return `${lines.join('\n')}\n`;
}

/** What the throughput and latency targets measure, one sentence each (under the Targets table). */
function targetMeanings(options) {
  const share = `${TARGETS.openShare * 100}%`;
  return [
    `- **≥ ${TARGETS.coldRatio}× baseline req/s at ${options.connections} connections** (closed loop: each connection ` +
      "sends its next request when the last is answered): the gateway's whole path (token check, NATS, the service) " +
      "keeps at least half the throughput of a bare Fastify + pg process running the same SQL; the cache's row " +
      'asks for at least the baseline itself.',
    `- **Open loop at ${share} of the slower side's req/s, gateway p99 ≤ ${TARGETS.openP99Ratio}× the baseline's p99**: ` +
      `requests arrive at a fixed rate (${share} of what the slower of the baseline and the uncached gateway ` +
      'sustained, sent on schedule whether or not earlier ones were answered, latency counted from each scheduled ' +
      'send), and the gateway must not take much longer than the baseline at the same load; this replaces "p99 < ' +
      '100 ms at 50 connections", which in a closed loop is connections ÷ throughput (Little\'s law) and so ' +
      "measured the load generator. The rate stays below both sides' capacity: at 60% of the baseline's, a gateway " +
      'that carries half of it would be past its own and its p99 would only say how fast its queue grew.',
    `- **Browse/search p50 growth ≤ ${TARGETS.p50Growth}×**: the same queries at the large database take at most ` +
      'twice their time at the small one (the indexes, not the table size, bound them).',
    `- **Live delivery p99 ≤ ${TARGETS.liveP99Ms} ms**: a message reaches every open stream of its recipient within ` +
      'that time of its send being answered, none lost or delivered twice.',
    '- **EXPLAIN uses an index**: no statement reads a large table from end to end.',
    '- **First-load JS and React once**: what a first visit downloads before the page works, with one copy of React.',
    "- **LCP and CLS**: Lighthouse's mobile figures for when the main content is drawn and how much the page shifts.",
  ];
}
