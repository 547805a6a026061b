// The page cache under edits: exporters edit their profiles through the gateway (PUT /api/my-exporter, the
// catalog's own write path: the row, its event through the outbox, the caches' invalidation) at a steady rate,
// spread over exporters of every category, while the edge's category pages and profile pages are measured. An edit
// retires the pages of the exporter's category and its own profile, not the others' (services/edge/src/ssr/
// page-versions.ts): the hit rate says how much of the cache survives a directory that is being edited.
import pg from 'pg';
import { signUp } from './buyers.mjs';
import { measure } from './load.mjs';

const PASSWORD = 'bench-editor-password-7';

/** The defaults: 5 edits a second over 36 exporters (2 per category), 200 profiles measured. */
export const EDITING = {
  editors: 36,
  editsPerSecond: 5,
  profiles: 200,
  connections: 10,
  duration: 15,
  warmup: 5,
};

/**
 * Editors: approved exporters in one category each, taken in turn from every category; profiles measured: the
 * editors' and others spread over the directory (a hash order), all approved.
 */
const EDITORS_SQL = `
  SELECT id FROM (
    SELECT e.id, min(ec.category_id) AS category_id,
           row_number() OVER (PARTITION BY min(ec.category_id) ORDER BY hashint4(e.id)) AS turn
      FROM catalog.exporters e JOIN catalog.exporter_categories ec ON ec.exporter_id = e.id
     WHERE e.status = 'approved' AND e.user_id IS NULL
     GROUP BY e.id HAVING count(*) = 1) x
   ORDER BY turn, category_id LIMIT $1`;
const PROFILES_SQL = `
  SELECT id FROM catalog.exporters WHERE status = 'approved' AND NOT (id = ANY($2))
   ORDER BY hashint4(id) LIMIT $1`;

/** The fields PUT /api/my-exporter takes (ExporterProfileCommand), from GET /api/my-exporter's answer. */
const PROFILE_FIELDS = [
  'companyName',
  'email',
  'description',
  'contactPerson',
  'phone',
  'website',
  'address',
  'city',
  'country',
  'establishedYear',
  'employeeCount',
  'certifications',
];

/** The edge's (or gateway's) cache answers so far by result, from its GET /metrics (null: not served). */
async function cacheAnswers(metricsPort, metric) {
  if (!metricsPort) return null;
  const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
    .then((response) => response.text())
    .catch(() => null);
  if (text === null) return null;
  const answers = {};
  for (const line of text.split('\n')) {
    const result = line.startsWith(`${metric}{`) ? /result="(\w+)"/.exec(line)?.[1] : undefined;
    if (result) answers[result] = (answers[result] ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return answers;
}

/** Hits among the answers between two readings (null when either is missing or nothing was answered). */
function hitRate(before, after) {
  if (!before || !after) return null;
  const delta = (result) => (after[result] ?? 0) - (before[result] ?? 0);
  const total = Object.keys(after).reduce((sum, result) => sum + delta(result), 0);
  return total > 0 ? { hit: delta('hit') / total, answers: total } : null;
}

/**
 * Signs up one exporter account per editor (each from an address of its own: sign-ups are budgeted per address)
 * and makes it the exporter's owner, then reads the profile it will edit.
 */
async function signUpEditors(gatewayOrigin, databaseUrl, client, count) {
  const { rows } = await client.query(EDITORS_SQL, [count]);
  // Addresses of this run's own: a taken address is mailed a note, not a sign-up link.
  const run = Date.now().toString(36);
  const editors = [];
  for (const [i, { id: exporterId }] of rows.entries()) {
    const headers = {
      'content-type': 'application/json',
      'x-forwarded-for': `10.79.${(i + 1) >> 8}.${(i + 1) & 255}`,
      'x-token-delivery': 'body',
    };
    const token = await signUp(gatewayOrigin, databaseUrl, '/api/auth/register', headers, {
      firstName: 'Bench',
      lastName: `Editor ${i + 1}`,
      email: `bench-editor-${run}-${i + 1}@example.com`,
      password: PASSWORD,
    });
    const userId = Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub);
    await client.query('UPDATE catalog.exporters SET user_id = $2 WHERE id = $1', [exporterId, userId]);
    const auth = { ...headers, authorization: `Bearer ${token}` };
    const response = await fetch(`${gatewayOrigin}/api/my-exporter`, { headers: auth });
    if (!response.ok) throw new Error(`GET /api/my-exporter: ${response.status} ${await response.text()}`);
    const mine = await response.json();
    const profile = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, mine[field] ?? null]));
    editors.push({ exporterId, headers: auth, profile, edits: 0 });
  }
  return editors;
}

/**
 * Edits at `perSecond`, each editor in turn (PUT /api/my-exporter with its description changed), until stopped.
 * Resolves `stop()` with the edits sent, answered 200, and their latency (p50, p99, ms).
 */
function startEditing(gatewayOrigin, editors, perSecond) {
  const latencies = [];
  let sent = 0;
  let failed = 0;
  let next = 0;
  const pending = new Set();
  const edit = async () => {
    const editor = editors[next++ % editors.length];
    editor.edits += 1;
    sent += 1;
    const body = {
      ...editor.profile,
      description: `${editor.profile.description ?? ''} (edit ${editor.edits})`.trim().slice(0, 2000),
    };
    const started = performance.now();
    try {
      const response = await fetch(`${gatewayOrigin}/api/my-exporter`, {
        method: 'PUT',
        headers: editor.headers,
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - started);
      else failed += 1;
    } catch {
      failed += 1;
    }
  };
  const timer = setInterval(() => {
    const running = edit().finally(() => pending.delete(running));
    pending.add(running);
  }, 1000 / perSecond);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    latencies.sort((a, b) => a - b);
    const at = (q) =>
      latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] : null;
    return { sent, ok: latencies.length, failed, p50: at(0.5), p99: at(0.99) };
  };
}

/**
 * The edge's category pages and profile pages measured (bench/load.mjs `measure`, asking for gzip as browsers
 * do) while exporters edit their profiles, with the page cache's hit rate over each measured run (the edge's
 * `ped_page_cache_answers_total`, and the gateway's `ped_catalog_cache_answers_total`, when their metrics ports are
 * given).
 * @param {{ edgeOrigin: string, gatewayOrigin: string, databaseUrl: string,
 *   metricsPorts?: { edge?: number, gateway?: number }, options?: Partial<typeof EDITING>,
 *   log?: (line: string) => void }} input
 */
export async function measurePagesUnderEdits({
  edgeOrigin,
  gatewayOrigin,
  databaseUrl,
  metricsPorts = {},
  options = {},
  log = () => {},
}) {
  const settings = { ...EDITING, ...options };
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'ped-bench-editing' });
  await client.connect();
  let editors;
  let categories;
  let profiles;
  try {
    editors = await signUpEditors(gatewayOrigin, databaseUrl, client, settings.editors);
    categories = (await client.query('SELECT slug FROM catalog.categories ORDER BY id')).rows.map(
      (row) => `/category/${row.slug}`,
    );
    const editorIds = editors.map((editor) => editor.exporterId);
    const others = (await client.query(PROFILES_SQL, [settings.profiles - editorIds.length, editorIds])).rows;
    profiles = [...editorIds, ...others.map((row) => row.id)].map((id) => `/exporters/${id}`);
  } finally {
    await client.end();
  }
  log(
    `  ${editors.length} exporters editing (${settings.editsPerSecond}/s), ` +
      `${categories.length} category pages, ${profiles.length} profile pages`,
  );

  const headers = [{ 'accept-encoding': 'gzip, deflate, br, zstd' }];
  const stop = startEditing(gatewayOrigin, editors, settings.editsPerSecond);
  const runs = {};
  try {
    for (const [key, paths] of Object.entries({ categories, profiles })) {
      let before = {};
      const result = await measure({
        origin: edgeOrigin,
        paths,
        headers: paths.map(() => headers[0]),
        connections: settings.connections,
        duration: settings.duration,
        warmup: settings.warmup,
        afterWarmup: async () => {
          before = {
            edge: await cacheAnswers(metricsPorts.edge, 'ped_page_cache_answers_total'),
            gateway: await cacheAnswers(metricsPorts.gateway, 'ped_catalog_cache_answers_total'),
          };
        },
      });
      runs[key] = {
        ...result,
        pageHitRate: hitRate(
          before.edge,
          await cacheAnswers(metricsPorts.edge, 'ped_page_cache_answers_total'),
        ),
        apiHitRate: hitRate(
          before.gateway,
          await cacheAnswers(metricsPorts.gateway, 'ped_catalog_cache_answers_total'),
        ),
      };
      const rate = runs[key].pageHitRate;
      log(
        `  ${key}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
          `page cache hits ${rate ? `${(rate.hit * 100).toFixed(1)}%` : 'n/a'}`,
      );
    }
  } finally {
    runs.edits = await stop();
  }
  log(`  edits: ${runs.edits.ok} of ${runs.edits.sent} answered 200, p50 ${runs.edits.p50?.toFixed(0)} ms`);
  return {
    editors: editors.length,
    editsPerSecond: settings.editsPerSecond,
    categoryPages: categories.length,
    profilePages: profiles.length,
    ...runs,
  };
}
