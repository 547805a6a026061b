// npm run bench: seeds isolated databases (100,000 and 1,000 exporters), starts the system on them
// under its own NATS/Redis namespace and free ports, drives the gateway (cache bypassed and cached)
// and a bare Fastify + pg baseline running the same SQL with autocannon, EXPLAINs every statement,
// measures conversations (lists, threads and live delivery to 1,000 open streams), the home page's
// first load and Lighthouse, and the admin console (its exporter list searched over every exporter, its
// stats, /admin's first load), and writes bench/results/latest.md. `only: 'admin'` runs the admin console's
// part alone on the large database, `only: 'search'` the searches on both databases (their p50 growth);
// `only: 'pages'` the public pages' first-load JavaScript and Lighthouse (median of 3) on the large database;
// each partial run writes bench/results/partial.md instead.
// Never part of npm test. Options: see tools/scripts/bench.mjs.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SESSION_SETTINGS, sessionOptions } from '@ped/nest-kit';
import { ROOT } from '../tools/scripts/lib/paths.mjs';
import { DEFAULTS, dropDatabase, ensureDatabase } from '../tools/scripts/lib/infra.mjs';
import { runOrThrow } from '../tools/scripts/lib/run.mjs';
import { freePort, SERVICES, startSystem } from '../tools/scripts/lib/system.mjs';
import { scrapeMetrics } from './metrics-scrape.mjs';
import { ADMIN, adminEndpoints, signInAdmin } from './admin.mjs';
import { buyerEndpoints, BUYERS, signUpBuyers } from './buyers.mjs';
import { endpoints, loadFixtures } from './endpoints.mjs';
import {
  adminFirstLoad,
  cachedPageRoutes,
  firstLoad,
  lighthouseMedian,
  pageFirstLoad,
  publicPageFixtures,
  publicPages,
} from './frontend.mjs';
import { earlyTapCases, earlyTaps } from './early-taps.mjs';
import { measureLive } from './live.mjs';
import { measure, measureOpenLoop } from './load.mjs';
import {
  loadConversationFixtures,
  messagingEndpoints,
  messagingPlanEndpoints,
  signUpParties,
} from './messaging.mjs';
import { measureDigestCost } from './digest.mjs';
import { measurePagesUnderEdits } from './editing.mjs';
import { explainAll } from './plans.mjs';
import { sqlDrift } from './queries.mjs';
import { renderReport, TARGETS } from './report.mjs';
import { seedAdminReadModels } from './seed-admin.mjs';
import { seedBuyers } from './seed-buyers.mjs';
import { CONVERSATIONS, seedConversations } from './seed-conversations.mjs';
import { seedCatalogue } from './seed-large.mjs';

const CACHE_VARIABLE = 'CATALOG_CACHE_TTL_SECONDS';
/** The digest's cost: the route offered at this share of the uncached gateway's req/s, measured this long; live too. */
const DIGEST_COST = { rateShare: 0.6, routeSeconds: 15, liveSeconds: 20 };
const RESULTS = join(ROOT, 'bench', 'results');

/**
 * @param {{ exporters: number, products: number, smallExporters: number, smallProducts: number,
 *   duration: number, warmup: number, connections: number, keep: boolean, frontend: boolean,
 *   live: boolean, liveConnections: number, liveRate: number, liveSeconds: number, logLevel: string,
 *   only: 'admin' | 'search' | null }} options
 */
export async function runBench(options) {
  const started = Date.now();
  const id = randomBytes(3).toString('hex');
  const work = join(ROOT, '.tmp', 'bench', id);
  const logDir = join(work, 'logs');
  mkdirSync(logDir, { recursive: true });
  mkdirSync(RESULTS, { recursive: true });
  const base = { ...DEFAULTS, ...pick(process.env, Object.keys(DEFAULTS)) };
  const only = options.only ?? null;
  const withAdmin = only === null || only === 'admin';
  const withSearch = only === null || only === 'search';
  const withPages = only === null || only === 'pages';
  const sizes = {
    large: { exporters: options.exporters, products: options.products, db: `ped_bench_${id}_large` },
    // The admin console's partial run needs the large database alone.
    ...(!withSearch
      ? {}
      : {
          small: {
            exporters: options.smallExporters,
            products: options.smallProducts,
            db: `ped_bench_${id}_small`,
          },
        }),
  };
  for (const size of Object.values(sizes)) size.url = withDatabase(base.DATABASE_URL, size.db);
  const databases = Object.values(sizes)
    .map((size) => size.db)
    .join(' and ');
  const namespaces = { large: `bench_${id}_l`, ...(withSearch ? { small: `bench_${id}_s` } : {}) };
  const cacheBuilt = gatewayHasCache();
  const processes = [];
  const results = {
    id,
    startedAt: new Date().toISOString(),
    options,
    sizes,
    cacheBuilt,
    machine: await machine(withDatabase(base.DATABASE_URL, 'postgres')),
    drift: sqlDrift(new URL(`file://${ROOT}`)),
    seeds: {},
    buyers: BUYERS,
    conversations: CONVERSATIONS,
    admin: ADMIN,
    runs: { small: {}, large: {}, buyer: {}, messaging: {}, admin: {} },
  };
  const log = (line) => console.log(line);
  log(
    `bench ${id}${only ? ` (only ${only})` : ''}: databases ${databases}, namespaces ${Object.values(namespaces)}`,
  );
  log(`  logs: ${logDir}`);
  if (!cacheBuilt) log(`  the gateway does not read ${CACHE_VARIABLE} yet: warm path reported as n/a`);
  if (results.drift.length) log(`  warning: the services' SQL changed:\n    ${results.drift.join('\n    ')}`);

  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    for (const handle of processes.reverse()) await handle.stop().catch(() => undefined);
    for (const namespace of Object.values(namespaces)) await deleteNamespace(base, namespace);
    if (options.keep) log(`  kept ${databases} (--keep)`);
    else for (const size of Object.values(sizes)) await dropDatabase(size.url).catch(() => undefined);
  };
  const interrupted = async () => {
    console.error('\nbench interrupted: stopping what it started…');
    await cleanup();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    // 1. Databases: migrated by every service's own migrate entry, then the bulk seed.
    for (const [name, size] of Object.entries(sizes)) {
      log(`\n── ${name} database: migrate, seed ${size.exporters} exporters and ${size.products} products`);
      await ensureDatabase(size.url);
      const env = { ...process.env, ...base, DATABASE_URL: size.url, LOG_LEVEL: 'warn' };
      await Promise.all(SERVICES.map((s) => runOrThrow('node', [`services/${s}/dist/migrate.js`], { env })));
      const seedStarted = Date.now();
      results.seeds[name] = await seedCatalogue(size.url, {
        exporters: size.exporters,
        products: size.products,
        log,
      });
      results.seeds[name].totalMs = Date.now() - seedStarted;
      const seeded = results.seeds[name];
      if (seeded.sampleMismatches > 0 || seeded.missingVectors > 0 || seeded.planMismatches > 0)
        throw new Error(`the seeded search columns or plans are wrong: ${JSON.stringify(seeded)}`);
    }
    if (!only) {
      log(`\n── large database: ${BUYERS.buyers} buyers' requirements, saved exporters and searches`);
      await seedBuyers(sizes.large.url, { ...BUYERS, log });
    }
    if (withAdmin) {
      log(`\n── large database: conversations and messages between the buyers and approved exporters`);
      const messagingStarted = Date.now();
      results.seeds.messaging = await seedConversations(sizes.large.url, { buyers: BUYERS.buyers, log });
      results.seeds.messaging.totalMs = Date.now() - messagingStarted;
      if (results.seeds.messaging.mismatches > 0)
        throw new Error(
          `the seeded conversations' figures are wrong: ${JSON.stringify(results.seeds.messaging)}`,
        );
      log(`\n── large database: the admin read models (what the seeded rows' events would have made)`);
      const adminStarted = Date.now();
      results.seeds.admin = await seedAdminReadModels(sizes.large.url, { log });
      results.seeds.admin.totalMs = Date.now() - adminStarted;
      if (results.seeds.admin.mismatches > 0)
        throw new Error(`the seeded admin read models are wrong: ${JSON.stringify(results.seeds.admin)}`);
    }

    // 2. Fixtures and plans (on the large database).
    const client = new pg.Client({
      connectionString: sizes.large.url,
      application_name: 'ped-bench-explain',
      options: sessionOptions(SESSION_SETTINGS),
    });
    await client.connect();
    let routes = [];
    try {
      // The admin list's statements need no caller; the buyer routes' are for a seeded buyer (their
      // requests need signed-in buyers, later).
      const adminPlans = adminEndpoints('').filter((route) => route.sql.length > 0);
      if (withSearch) routes = endpoints(await loadFixtures(client)).filter(only ? isSearch : () => true);
      log('\n── EXPLAIN (ANALYZE, BUFFERS) of every statement (large database)');
      results.plans = await explainAll(
        client,
        only
          ? [...routes, ...(withAdmin ? adminPlans : [])]
          : [
              ...routes,
              ...buyerEndpoints([{ id: 1, token: '' }]),
              ...(await messagingPlanEndpoints(client)),
              ...adminPlans,
            ],
        { featured: !only },
      );
      for (const plan of results.plans)
        log(
          `  ${plan.endpoint} / ${plan.label}: ${plan.executionMs} ms, ${plan.indexes.join(', ') || 'no index'}` +
            `${plan.seqScans.length ? `  SEQ SCAN on ${plan.seqScans.join(', ')}` : ''}${plan.jit ? '  JIT' : ''}`,
        );
    } finally {
      await client.end();
    }

    const load = { connections: options.connections, duration: options.duration, warmup: options.warmup };
    const commonEnv = (namespace, size) => {
      const env = {
        ...process.env,
        ...base,
        DATABASE_URL: size.url,
        NAMESPACE: namespace,
        NODE_ENV: 'production',
        LOG_LEVEL: options.logLevel,
        DATA_DIR: join(work, 'data'),
        ADMIN_INITIAL_PASSWORD: `bench-${randomBytes(6).toString('hex')}`,
        // No texts are sent here; production otherwise requires an SMS gateway (SMS_HTTP_URL).
        SMS_TRANSPORT: process.env.SMS_TRANSPORT ?? 'log',
        // Every load client here is one address (thousands of live streams and connections).
        MAX_CONNECTIONS_PER_ADDRESS: '0',
        // The parties sign in once and act until the live part, over 15 minutes (the default lifetime) later.
        ACCESS_TOKEN_TTL_SECONDS: String(2 * 60 * 60),
      };
      delete env[CACHE_VARIABLE]; // the gateway's default: cache on
      return env;
    };

    // 3. Small database: browse and search, baseline and gateway without cache.
    if (withSearch) {
      const smallClient = new pg.Client({ connectionString: sizes.small.url });
      await smallClient.connect();
      const smallRoutes = endpoints(await loadFixtures(smallClient)).filter(
        (route) => route.list && (!only || isSearch(route)),
      );
      await smallClient.end();
      log(`\n── ${sizes.small.exporters} exporters: browse and search`);
      const env = { ...commonEnv(namespaces.small, sizes.small), [CACHE_VARIABLE]: '0' };
      const gatewayPort = await freePort();
      const system = track(
        processes,
        await startSystem({ env, logDir: join(logDir, 'small'), edgePort: await freePort(), gatewayPort }),
      );
      const baseline = track(processes, await startBaseline(sizes.small.url, join(logDir, 'small')));
      const gateway = `http://127.0.0.1:${gatewayPort}`;
      const measureOn = settled(sizes.small.url, load, log);
      const offerOn = openLoop(sizes.small.url, log);
      for (const route of smallRoutes) {
        const run = (results.runs.small[route.key] = {
          name: route.name,
          baseline: await measureOn('baseline', baseline.origin, route),
          cold: await measureOn('gateway, no cache', gateway, route),
        });
        run.open = await offerOn(route, run, { baseline: baseline.origin, gateway });
      }
      await baseline.stop();
      await system.stop();
    }

    // 4. Large database: every route; baseline, gateway without cache, gateway with its cache.
    {
      log(`\n── ${sizes.large.exporters} exporters: ${only ? `only ${only}` : 'every route'}`);
      const env = commonEnv(namespaces.large, sizes.large);
      const gatewayPort = await freePort();
      // Every process serves its metrics, read at the end of this part (bench/metrics-scrape.mjs).
      const metricsPorts = {};
      for (const name of ['edge', 'gateway', 'gateway-no-cache', ...SERVICES])
        metricsPorts[name] = await freePort();
      const system = track(
        processes,
        await startSystem({
          env,
          logDir: join(logDir, 'large'),
          edgePort: await freePort(),
          gatewayPort,
          metricsPortOf: (name) => metricsPorts[name],
        }),
      );
      const warm = `http://127.0.0.1:${gatewayPort}`;
      const cold = track(
        processes,
        await startGateway(
          { ...env, [CACHE_VARIABLE]: '0', METRICS_PORT: String(metricsPorts['gateway-no-cache']) },
          join(logDir, 'large'),
        ),
      );
      const baseline = track(processes, await startBaseline(sizes.large.url, join(logDir, 'large')));
      const measureOn = settled(sizes.large.url, load, log);
      // The open loop's gateway is the one without the cache.
      const offerOn = openLoop(sizes.large.url, log);
      const origins = { baseline: baseline.origin, gateway: cold.origin };
      for (const route of routes) {
        const run = (results.runs.large[route.key] = {
          name: route.name,
          baseline: await measureOn('baseline', baseline.origin, route),
          cold: await measureOn('gateway, no cache', cold.origin, route),
          warm: cacheBuilt ? await measureOn('gateway, cache', warm, route) : null,
        });
        run.open = await offerOn(route, run, origins);
      }
      let parties = [];
      let conversations = { pairs: [] };
      if (!only) {
        log(`\n── buyer routes: ${BUYERS.signedIn} signed-in buyers in turn`);
        const buyers = await signUpBuyers(cold.origin, sizes.large.url, BUYERS.signedIn);
        for (const route of buyerEndpoints(buyers)) {
          const run = (results.runs.buyer[route.key] = {
            name: route.name,
            baseline: route.baseline ? await measureOn('baseline', baseline.origin, route) : null,
            cold: await measureOn('gateway', cold.origin, route),
          });
          run.open = await offerOn(route, run, origins);
        }
        log(
          `\n── conversations: ${BUYERS.signedIn} signed-in buyers and ${CONVERSATIONS.partners} exporter accounts in turn`,
        );
        parties = await signUpParties(cold.origin, sizes.large.url, buyers);
        conversations = await loadConversationFixtures(sizes.large.url, parties);
        for (const route of messagingEndpoints(parties, conversations.threads)) {
          const run = (results.runs.messaging[route.key] = {
            name: route.name,
            baseline: await measureOn('baseline', baseline.origin, route),
            cold: await measureOn('gateway', cold.origin, route),
          });
          run.open = await offerOn(route, run, origins);
        }
      }
      // The admin console: the gateway without the catalogue cache (admin routes are never cached).
      let adminPassword = null;
      if (withAdmin) {
        log(`\n── admin console: the default admin signed in, ${ADMIN.connections} connections`);
        const admin = await signInAdmin(cold.origin, env.ADMIN_INITIAL_PASSWORD);
        adminPassword = admin.password;
        const measureAdmin = settled(sizes.large.url, { ...load, connections: ADMIN.connections }, log);
        for (const route of adminEndpoints(admin.token)) {
          const run = (results.runs.admin[route.key] = {
            name: route.name,
            baseline: route.baseline ? await measureAdmin('baseline', baseline.origin, route) : null,
            cold: await measureAdmin('gateway', cold.origin, route),
          });
          run.open = await offerOn(route, run, origins);
        }
      }
      if (options.live && !only) {
        log(
          `\n── live delivery: ${options.liveConnections} streams on one gateway, ${options.liveRate} messages/s ` +
            `for ${options.liveSeconds} s between ${conversations.pairs.length} conversations`,
        );
        await quiesce(sizes.large.url);
        results.live = await measureLive({
          origin: cold.origin,
          databaseUrl: sizes.large.url,
          pid: cold.pid,
          parties,
          pairs: conversations.pairs,
          connections: options.liveConnections,
          rate: options.liveRate,
          seconds: options.liveSeconds,
          // Their event-loop delay over the send window.
          metricsPorts: { gateway: metricsPorts['gateway-no-cache'], messaging: metricsPorts.messaging },
          log,
        });
      }
      // What the requirement digest costs the requests: a catalogue route at a fixed rate and live delivery, with the
      // catalog worker idle and while it runs the day's first digest (bench/digest.mjs).
      if (options.live && !only) {
        const route = routes.find((r) => r.key === 'category') ?? routes.find((r) => r.key === 'filter');
        // A rate the uncached gateway carries when idle: at its limit both sides would be queues alone.
        const rate = Math.max(1, Math.round(DIGEST_COST.rateShare * results.runs.large[route.key].cold.rps));
        log(
          `\n── the requirement digest's cost: ${route.name} at ${rate} req/s and live delivery, idle vs running`,
        );
        await quiesce(sizes.large.url);
        results.digestCost = await measureDigestCost({
          databaseUrl: sizes.large.url,
          natsUrl: base.NATS_URL,
          namespace: namespaces.large,
          origin: cold.origin,
          route,
          rate,
          seconds: DIGEST_COST.routeSeconds,
          live: {
            pid: cold.pid,
            parties,
            pairs: conversations.pairs,
            connections: options.liveConnections,
            rate: options.liveRate,
            seconds: DIGEST_COST.liveSeconds,
          },
          log,
        }).catch((error) => ({ error: String(error?.message ?? error) }));
      }
      // The rendered pages from the edge's page cache (this system's gateway is live: its pages are kept) against
      // the catalogue API route each shows, uncached.
      if (withPages) {
        log("\n── rendered pages: the edge's page cache against the uncached API route each page shows");
        const pagesClient = new pg.Client({ connectionString: sizes.large.url });
        await pagesClient.connect();
        const fixtures = await publicPageFixtures(pagesClient).finally(() => pagesClient.end());
        const edge = system.url.replace('localhost', '127.0.0.1');
        results.pageCache = [];
        // What a browser sends: the edge answers a kept page gzipped (the gateway compresses nothing).
        const headers = [{ 'accept-encoding': 'gzip, deflate, br, zstd' }];
        for (const route of cachedPageRoutes(fixtures)) {
          results.pageCache.push({
            key: route.key,
            name: route.name,
            api: route.api,
            page: await measureOn('edge, page cache', edge, {
              name: route.name,
              paths: [route.page],
              headers,
            }),
            uncached: await measureOn('gateway, no cache', cold.origin, {
              name: route.api,
              paths: [route.api],
              headers,
            }),
          });
        }
        // The same pages while exporters edit their profiles (bench/editing.mjs): what of the cache survives.
        log("\n── rendered pages under edits: the edge's category and profile pages while exporters edit");
        results.pageCacheEdits = await measurePagesUnderEdits({
          edgeOrigin: edge,
          gatewayOrigin: warm,
          databaseUrl: sizes.large.url,
          metricsPorts: { edge: metricsPorts.edge, gateway: metricsPorts.gateway },
          log,
        }).catch((error) => ({ error: String(error?.message ?? error) }));
      }
      results.metrics = await scrapeMetrics(metricsPorts);
      log(`  /metrics: ${results.metrics.map((row) => `${row.name} ${row.series} series`).join(', ')}`);
      await baseline.stop();
      await cold.stop();

      // 5. The home page and /admin, served by the edge of this system (100,000 exporters).
      const failed = (error) => ({ error: String(error?.message ?? error) });
      if (options.frontend && withAdmin) {
        log('\n── home page and /admin: first load (playwright-core, Chromium)');
        results.frontend = await firstLoad({ url: system.url, root: ROOT }).catch(failed);
        log(`  home: ${JSON.stringify({ ...results.frontend, scripts: undefined })}`);
        results.adminFrontend = await adminFirstLoad({
          url: system.url,
          root: ROOT,
          username: ADMIN.username,
          password: adminPassword,
        }).catch(failed);
        log(`  /admin: ${JSON.stringify({ ...results.adminFrontend, scripts: undefined })}`);
      }
      // 6. The public pages a buyer lands on: first-load JavaScript and Lighthouse (mobile, median of 3).
      if (options.frontend && withPages) {
        log(
          '\n── public pages: first-load JavaScript and Lighthouse (mobile, simulated throttling, median of 3)',
        );
        const pagesClient = new pg.Client({ connectionString: sizes.large.url });
        await pagesClient.connect();
        const fixtures = await publicPageFixtures(pagesClient).finally(() => pagesClient.end());
        results.pages = [];
        for (const page of publicPages(fixtures)) {
          const url = `${system.url}${page.path}`;
          const load = await pageFirstLoad({ url, root: ROOT, main: page.main }).catch(failed);
          const lighthouse = await lighthouseMedian({
            url,
            root: ROOT,
            outputPath: join(RESULTS, `lighthouse-${page.key}.json`),
          });
          results.pages.push({
            key: page.key,
            name: page.name,
            path: page.path,
            firstLoad: load,
            lighthouse,
          });
          log(
            `  ${page.path}: ${JSON.stringify({ firstLoad: load, lighthouse: { ...lighthouse, warnings: undefined } })}`,
          );
        }
        // The home page's figures are also the summary's LCP and CLS row.
        results.lighthouse = results.pages.find((page) => page.key === 'home')?.lighthouse;
        log(
          '\n── taps from first paint: a phone at 4× CPU slowdown taps the menu, Filters, Contact (median of 3)',
        );
        results.earlyTaps = await earlyTaps({ baseUrl: system.url, cases: earlyTapCases(fixtures) }).catch(
          failed,
        );
        log(`  ${JSON.stringify(results.earlyTaps)}`);
      }
      await system.stop();
    }
  } finally {
    await cleanup();
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }

  results.tookMs = Date.now() - started;
  // A partial run never replaces the full run's results.
  const name = only ? 'partial' : 'latest';
  writeFileSync(join(RESULTS, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  const markdown = renderReport(results);
  writeFileSync(join(RESULTS, `${name}.md`), markdown);
  console.log(`\n${markdown}`);
  console.log(`written: bench/results/${name}.md (took ${(results.tookMs / 60000).toFixed(1)} min)`);
  return results;
}

/**
 * Measures one route on one server, each run (and the measured part after its warm-up) starting
 * on a quiet database: a slow route leaves queries queued behind requests that already timed out,
 * and they must not weigh on the next measurement.
 */
function settled(databaseUrl, load, log) {
  return async (label, origin, route) => {
    const settle = () => quiesce(databaseUrl);
    await settle();
    const result = await measure({
      origin,
      paths: route.paths,
      headers: route.headers,
      ...load,
      afterWarmup: settle,
    });
    const failures = result.non2xx + result.errors + result.timeouts;
    log(
      `  ${route.name.padEnd(44)} ${label.padEnd(18)} ${result.rps.toFixed(0).padStart(6)} req/s` +
        `  p50 ${result.p50} ms  p99 ${result.p99} ms` +
        (result.serverCpuUsPerRequest
          ? `  server CPU ${result.serverCpuUsPerRequest.toFixed(0)} µs/req`
          : '') +
        (failures ? `  (${failures} failed)` : ''),
    );
    return result;
  };
}

/** The open-loop latency measurement: its share of the closed loop's req/s, and its seconds. */
export const OPEN_LOOP = { share: TARGETS.openShare, duration: 5, warmup: 1 };

/**
 * After a route's closed-loop runs (`run.baseline`, `run.cold`): the same route offered at a fixed rate (open loop,
 * bench/load.mjs measureOpenLoop) to the baseline and to the gateway, OPEN_LOOP.share of the lower of the two sides'
 * closed-loop req/s (`basis`: which side that was; a route without a baseline: the gateway's own). Below both
 * sides' capacity, so that the p99s compare how long each takes at the same load, not how fast a queue grows on
 * the side past its capacity (the closed-loop ratio already says how their capacities compare). Each side starts on
 * a quiet database, as `settled`'s runs do.
 */
function openLoop(databaseUrl, log) {
  return async (route, run, origins) => {
    const basis = run.baseline && run.baseline.rps <= run.cold.rps ? 'baseline' : 'gateway';
    const rate = Math.max(
      1,
      Math.round(OPEN_LOOP.share * (basis === 'baseline' ? run.baseline : run.cold).rps),
    );
    const settle = () => quiesce(databaseUrl);
    const offer = async (label, origin) => {
      await settle();
      const result = await measureOpenLoop({
        origin,
        paths: route.paths,
        headers: route.headers,
        rate,
        duration: OPEN_LOOP.duration,
        warmup: OPEN_LOOP.warmup,
        afterWarmup: settle,
      });
      const failures = result.non2xx + result.errors + result.timeouts;
      log(
        `  ${route.name.padEnd(44)} ${`${label}, open loop`.padEnd(18)} ${String(rate).padStart(6)} req/s offered` +
          `  p50 ${result.p50} ms  p99 ${result.p99} ms  max ${result.max} ms` +
          (failures ? `  (${failures} failed)` : '') +
          (result.late || result.skipped ? `  (${result.late} sent late, ${result.skipped} skipped)` : ''),
      );
      return result;
    };
    return {
      rate,
      basis,
      duration: OPEN_LOOP.duration,
      warmup: OPEN_LOOP.warmup,
      baseline: run.baseline ? await offer('baseline', origins.baseline) : null,
      gateway: await offer('gateway', origins.gateway),
    };
  };
}

/**
 * Flushes what earlier steps wrote (the seeds, above all) with a CHECKPOINT, so that no checkpoint's
 * writes fall into a measurement, then waits (at most 60 s) until no statement has run on the
 * database for a second.
 */
async function quiesce(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'ped-bench-quiesce' });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
    const { pathname } = new URL(databaseUrl);
    const deadline = Date.now() + 60_000;
    for (let quiet = 0; quiet < 10 && Date.now() < deadline;) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = $1 AND state = 'active' AND pid <> pg_backend_pid()`,
        [decodeURIComponent(pathname.slice(1))],
      );
      quiet = rows[0].n === 0 ? quiet + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

/** The routes of `--only=search`: the searches (their p50 at both sizes is the growth target). */
const isSearch = (route) => route.key.startsWith('search-');

const pick = (source, keys) => Object.fromEntries(keys.filter((k) => source[k]).map((k) => [k, source[k]]));

function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Keeps a started system or process for cleanup; stop() may then be called twice. */
function track(processes, handle) {
  let stopped = null;
  const wrapped = { ...handle, stop: () => (stopped ??= handle.stop()) };
  processes.push(wrapped);
  return wrapped;
}

/** Whether the built gateway reads CATALOG_CACHE_TTL_SECONDS (the Redis catalogue cache). */
function gatewayHasCache() {
  const search = (dir) =>
    readdirSync(dir, { withFileTypes: true }).some((entry) =>
      entry.isDirectory()
        ? search(join(dir, entry.name))
        : entry.name.endsWith('.js') && readFileSync(join(dir, entry.name), 'utf8').includes(CACHE_VARIABLE),
    );
  try {
    return search(join(ROOT, 'services', 'gateway', 'dist'));
  } catch {
    return false;
  }
}

/** A node process of ours, logging to a file; resolves once `ready(origin)` answers. */
async function startNode({ name, entry, env, logDir, port }) {
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, [entry], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} (log: ${logDir})`);
    const ok = await fetch(`${origin}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return { origin, stop, pid: child.pid };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`${name} did not answer on ${origin} within 90 s`);
}

async function startBaseline(databaseUrl, logDir) {
  const port = await freePort();
  return startNode({
    name: 'baseline',
    entry: join(ROOT, 'bench', 'baseline-server.mjs'),
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    logDir,
    port,
  });
}

/** A second gateway on the same services (another port, other cache setting). */
async function startGateway(env, logDir) {
  const port = await freePort();
  return startNode({
    name: 'gateway-no-cache',
    entry: join(ROOT, 'services', 'gateway', 'dist', 'main.js'),
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    logDir,
    port,
  });
}

/** Deletes the namespace's JetStream streams and Redis keys (as tools/testing/test-env.js does). */
async function deleteNamespace(base, namespace) {
  const [{ connect }, { jetstreamManager }, { SERVICE_NAMES }, { streamName }, { Redis }] = await Promise.all(
    [
      import('@nats-io/transport-node'),
      import('@nats-io/jetstream'),
      import('@ped/contracts'),
      import('@ped/nest-kit'),
      import('ioredis'),
    ],
  );
  try {
    const nc = await connect({ servers: base.NATS_URL });
    try {
      const jsm = await jetstreamManager(nc);
      for (const service of SERVICE_NAMES)
        await jsm.streams.delete(streamName(namespace, service)).catch(() => 0);
    } finally {
      await nc.close();
    }
  } catch (error) {
    console.warn(`  could not delete the streams of ${namespace}: ${error.message}`);
  }
  const redis = new Redis(base.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys = await redis.keys(`${namespace}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } catch (error) {
    console.warn(`  could not delete the Redis keys of ${namespace}: ${error.message}`);
  } finally {
    redis.disconnect();
  }
}

async function machine(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT version() AS version,
              current_setting('shared_buffers') AS shared_buffers, current_setting('work_mem') AS work_mem,
              current_setting('jit') AS jit, current_setting('max_connections') AS max_connections`,
    );
    return {
      cpus: cpus().length,
      cpu: cpus()[0]?.model,
      node: process.version,
      loadavg: loadavg().map((n) => n.toFixed(2)),
      postgres: rows[0],
    };
  } finally {
    await client.end();
  }
}
