// The home page's and /admin's first load in Debian's Chromium: the JavaScript fetched until the page is
// usable (the home page's category cards, or the admin dashboard's figures and charts, rendered and the
// network idle), its gzipped size, and whether React and React DOM were fetched once; then Lighthouse's
// performance figures for the home page under its default mobile throttling.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { settleCpu } from './load.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const APPS = { shell: '/', 'catalog-ui': '/remotes/catalog-ui/', 'admin-ui': '/remotes/admin-ui/' };
/** Where the admin remote's files are served: none of them belongs on a public page. */
export const ADMIN_REMOTE = APPS['admin-ui'];

/**
 * Which fetched file holds which shared singleton, from each app's Module Federation manifest:
 * Map of URL path → package name (react, react-dom, …).
 */
function sharedChunks(root) {
  const chunks = new Map();
  for (const [app, base] of Object.entries(APPS)) {
    const file = join(root, 'apps', app, 'dist', 'mf-manifest.json');
    if (!existsSync(file)) continue;
    for (const shared of JSON.parse(readFileSync(file, 'utf8')).shared ?? []) {
      for (const asset of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) {
        chunks.set(`${base}${asset}`, shared.name);
      }
    }
  }
  return chunks;
}

/**
 * Every script the page fetches from now on: its path, raw and gzipped size, how it was served, and when its
 * answer arrived (ms after `started`).
 */
function recordScripts(page, root, started) {
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const atMs = Date.now() - started;
    scripts.push(
      response
        .body()
        .then((body) => ({
          path: new URL(response.url()).pathname,
          bytes: body.length,
          gzip: gzipSync(body, { level: 6 }).length,
          encoding: response.headers()['content-encoding'] ?? 'none',
          atMs,
        }))
        .catch(() => null),
    );
  });
  return async () => {
    const fetched = (await Promise.all(scripts)).filter(Boolean);
    const shared = sharedChunks(root);
    const fetchesOf = (name) => fetched.filter((script) => shared.get(script.path) === name).length;
    return {
      scripts: fetched,
      rawBytes: fetched.reduce((sum, script) => sum + script.bytes, 0),
      gzipBytes: fetched.reduce((sum, script) => sum + script.gzip, 0),
      served: [...new Set(fetched.map((script) => script.encoding))].join(', '),
      react: fetchesOf('react'),
      reactDom: fetchesOf('react-dom'),
    };
  };
}

/** First-load JavaScript of the home page, measured with playwright-core. */
export async function firstLoad({ url, root }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const started = Date.now();
    const fetched = recordScripts(page, root, started);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await page.locator('[data-testid="category-card"]').first().waitFor({ timeout: 60_000 });
    const cardsMs = Date.now() - started;
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const usableMs = Date.now() - started;
    const categoryCards = await page.locator('[data-testid="category-card"]').count();
    const scripts = await fetched();
    return {
      ...scripts,
      adminScripts: scripts.scripts.filter((script) => script.path.startsWith(ADMIN_REMOTE)).length,
      cardsMs,
      usableMs,
      categoryCards,
    };
  } finally {
    await browser.close();
  }
}

/**
 * First-load JavaScript of /admin for a signed-in admin console session (cookies from POST /api/admin/login
 * in the same browser context, no page loaded before): until the overview's figures and at least one nivo
 * chart are drawn and the network is idle.
 */
export async function adminFirstLoad({ url, root, username, password }) {
  if (!password) throw new Error('no admin password: the admin routes were not run');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const login = await context.request.post(`${url}/api/admin/login`, { data: { username, password } });
    if (!login.ok()) throw new Error(`/api/admin/login: ${login.status()} ${await login.text()}`);
    const page = await context.newPage();
    const started = Date.now();
    const fetched = recordScripts(page, root, started);
    await page.goto(`${url}/admin`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await page.getByText('Total Exporters').first().waitFor({ timeout: 60_000 });
    const figuresMs = Date.now() - started;
    // A nivo chart: an svg whose background rect is followed by the translated drawing (no icon has that).
    const charts = page.locator('section svg > rect + g[transform]');
    await charts.first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const usableMs = Date.now() - started;
    return { ...(await fetched()), figuresMs, usableMs, charts: await charts.count() };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse (npm package, CLI) against Debian's Chromium with its default mobile emulation and
 * simulated throttling. Resolves with the figures or { error } saying why it could not run.
 */
export async function lighthouse({ url, root, outputPath, timeoutMs = 180_000 }) {
  const cli = join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
  if (!existsSync(cli)) return { error: 'lighthouse is not installed (npm install -D lighthouse)' };
  const args = [
    cli,
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${outputPath}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--quiet',
  ];
  const { code, stderr } = await new Promise((resolve) => {
    // Lighthouse's Chrome launcher takes the browser from CHROME_PATH.
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (chunk) => (err = (err + chunk).slice(-4000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (exitCode, signal) => {
      clearTimeout(timer);
      resolve({ code: exitCode ?? (signal ? `signal ${signal}` : 1), stderr: err });
    });
  });
  if (code !== 0 || !existsSync(outputPath))
    return { error: `lighthouse exited with ${code}: ${stderr.trim().split('\n').slice(-5).join(' | ')}` };
  const report = JSON.parse(readFileSync(outputPath, 'utf8'));
  if (report.runtimeError) return { error: `${report.runtimeError.code}: ${report.runtimeError.message}` };
  const audit = (id) => report.audits[id]?.numericValue;
  return {
    version: report.lighthouseVersion,
    formFactor: report.configSettings?.formFactor,
    throttling: report.configSettings?.throttlingMethod,
    score: report.categories.performance.score,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    speedIndexMs: audit('speed-index'),
    warnings: report.runWarnings ?? [],
  };
}

/**
 * The public pages whose first paint issue 21 targets (a buyer arriving from a search engine), each with what
 * shows its main content.
 */
export function publicPages({ exporterId, categorySlug }) {
  return [
    { key: 'home', name: 'home `/`', path: '/', main: '[data-testid="category-card"]' },
    {
      key: 'browse',
      name: 'search `/browse?search=cotton`',
      path: '/browse?search=cotton',
      main: '[data-testid="exporter-card"]',
    },
    {
      key: 'category',
      name: `category \`/category/${categorySlug}\``,
      path: `/category/${categorySlug}`,
      main: '[data-testid="exporter-card"]',
    },
    {
      key: 'profile',
      name: `profile \`/exporters/${exporterId}\``,
      path: `/exporters/${exporterId}`,
      main: 'main h1',
    },
  ];
}

/** The pages' fixtures: the best-ranked approved exporter and the first category. */
export async function publicPageFixtures(client) {
  const exporter = await client.query(
    "SELECT id FROM catalog.exporters WHERE status = 'approved' ORDER BY merit DESC, id LIMIT 1",
  );
  const category = await client.query('SELECT id, slug FROM catalog.categories ORDER BY id LIMIT 1');
  return {
    exporterId: exporter.rows[0].id,
    categoryId: category.rows[0].id,
    categorySlug: category.rows[0].slug,
  };
}

/**
 * Each public page beside the catalogue API route whose answer is the bulk of it (what its browser would read
 * first): the rendered page from the edge's page cache against that route on a gateway without its cache.
 */
export function cachedPageRoutes(fixtures) {
  const list = (query) => `/api/exporters?limit=12&offset=0&${query}`;
  const api = {
    home: '/api/categories',
    browse: list('search=cotton'),
    category: list(`categoryId=${fixtures.categoryId}`),
    profile: `/api/exporters/${fixtures.exporterId}`,
  };
  return publicPages(fixtures).map((page) => ({
    key: page.key,
    name: page.name,
    page: page.path,
    api: api[page.key],
  }));
}

/** First-load JavaScript of one page: every script fetched until `main` shows and the network is idle. */
export async function pageFirstLoad({ url, root, main }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const page = await (await browser.newContext()).newPage();
    const started = Date.now();
    const fetched = recordScripts(page, root, started);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await page.locator(main).first().waitFor({ timeout: 60_000 });
    const mainMs = Date.now() - started;
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const { scripts, ...sizes } = await fetched();
    return { ...sizes, scriptCount: scripts.length, mainMs, usableMs: Date.now() - started };
  } finally {
    await browser.close();
  }
}

/** Lighthouse `runs` times in a row on one page, and each figure's median (its variance between runs is large). */
export async function lighthouseMedian({ runs = 3, ...options }) {
  const reports = [];
  for (let i = 0; i < runs; i++) {
    await settleCpu();
    reports.push(await lighthouse(options));
  }
  const done = reports.filter((report) => !report.error);
  if (done.length === 0) return reports[0];
  const median = (key) => done.map((report) => report[key]).sort((a, b) => a - b)[(done.length - 1) >> 1];
  const figures = ['score', 'fcpMs', 'lcpMs', 'cls', 'tbtMs', 'speedIndexMs'];
  return {
    ...done[0],
    ...Object.fromEntries(figures.map((key) => [key, median(key)])),
    runs: done.length,
    errors: reports.filter((report) => report.error).map((report) => report.error),
    warnings: [...new Set(done.flatMap((report) => report.warnings))],
  };
}
