// Bulk seed of the admin service's read models for the benchmark (large database). The catalogue and the
// conversations are seeded in SQL (seed-large.mjs, seed-conversations.mjs), so no event ever told the admin
// service about them and every figure of the console would be 0. This writes, in set-based INSERTs, what their
// events would have made the admin service keep:
// - each category's `catalog.category.created`: its name, the categories counter;
// - each exporter's `catalog.exporter.created`, carrying the state the seed gave it, at its creation time (the
//   seed creates every row in its final state): the event in the exporter's history; the read model's row;
//   the total, pending and verified counters; exporters per city and per category; new exporters per month;
//   on a paid plan a subscription from plan_since and that month's revenue; an activity item; for a pending
//   one the "New exporter application" notification and the unread counter;
// - each conversation's `messaging.conversation.created` at its creation, and for an archived or blocked one
//   its `messaging.conversation.status_changed` at its last update: the row, the counter, activity items;
// - each counter's daily snapshot row (platform_metrics).
// Accounts (the users counter) come from the bench's own sign-ups through the gateway, as real events; the
// bench seeds no contact requests.
//
// Checked before it runs: the same events, applied by the admin service's own handlers
// (`@ped/admin-service/bench`) to a sample of exporters and conversations in a transaction that is rolled back,
// must leave exactly the rows this SQL leaves for the same sample.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { COUNTERS, DAILY_TOTAL_METRIC, readModelHandlers } from '@ped/admin-service/bench';

/** Each read-model table as compared: its rows without serial ids and write times. */
const SNAPSHOT = {
  exporter_events: 'SELECT exporter_id, change, occurred_at, data FROM admin.exporter_events',
  exporters: `SELECT id, company_name, status, is_verified, city, plan, plan_since, category_ids, created_at,
                     last_event_at, deleted FROM admin.exporters`,
  categories: 'SELECT id, name, exporter_count FROM admin.categories',
  city_counts: 'SELECT city, exporter_count FROM admin.city_counts',
  monthly_figures: `SELECT month, new_exporters, removed_exporters, revenue_started, revenue_ended
                      FROM admin.monthly_figures`,
  subscriptions: `SELECT exporter_id, plan_id, status, start_date, end_date, amount, payment_method, transaction_id,
                         auto_renew FROM admin.subscriptions`,
  activity_items: 'SELECT type, target_id, title, status, occurred_at FROM admin.activity_items',
  system_notifications: `SELECT title, message, type, target_type, target_ids, link, is_read, is_active, expires_at,
                                created_by, created_at FROM admin.system_notifications`,
  stats_counters: 'SELECT name, value FROM admin.stats_counters',
  platform_metrics: 'SELECT metric_type, metric_name, value, dimensions, day FROM admin.platform_metrics',
  conversations: 'SELECT id, subject, status, status_at FROM admin.conversations',
};
const TABLES = Object.keys(SNAPSHOT);

/** An event's time as the services write it: ISO 8601 in UTC, whole milliseconds. */
const iso = (column) =>
  `to_char(date_trunc('milliseconds', ${column}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The data of `catalog.exporter.*` for the exporter `e`, as the catalog's toExporterChangedEvent makes it. */
const EXPORTER_EVENT = `jsonb_build_object(
  'id', e.id, 'companyName', e.company_name, 'userId', e.user_id, 'logoUrl', e.logo_url, 'city', e.city,
  'status', e.status, 'isVerified', e.is_verified, 'isPremium', e.plan <> 'basic', 'email', e.email,
  'contactPerson', e.contact_person, 'plan', e.plan, 'planSince', ${iso('e.plan_since')},
  'categoryIds', ARRAY(SELECT ec.category_id FROM catalog.exporter_categories ec
                        WHERE ec.exporter_id = e.id ORDER BY ec.category_id),
  'createdAt', ${iso('e.created_at')})`;

/**
 * @param {string} databaseUrl seeded by seedCatalogue and seedConversations, the admin service migrated
 * @param {{ sample?: number, log?: (line: string) => void }} options
 */
export async function seedAdminReadModels(databaseUrl, { sample = 300, log = () => {} }) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'ped-bench-seed-admin' });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM admin.exporters');
    if (rows[0].n > 0) throw new Error('seedAdminReadModels needs empty read models (a fresh database)');
    await client.query(`SET synchronous_commit = off; SET jit = off; SET work_mem = '128MB'`);

    const checkStarted = Date.now();
    const ids = await sampleIds(client, sample);
    const replayed = await rolledBack(client, async () => {
      await replay(client, ids);
      return snapshot(client);
    });
    const seeded = await rolledBack(client, async () => {
      await seed(client, ids);
      return snapshot(client);
    });
    const differences = compare(replayed, seeded);
    const mismatches = differences.reduce((sum, d) => sum + d.rows, 0);
    log(
      `  check: ${ids.exporters.length} exporters' and ${ids.conversations.length} conversations' events applied ` +
        `by the admin service's handlers vs this SQL: ${mismatches} mismatched rows` +
        `${differences.length ? ` (${differences.map((d) => `${d.table} ${d.rows}`).join(', ')})` : ''}, ` +
        `${((Date.now() - checkStarted) / 1000).toFixed(1)} s`,
    );

    const started = Date.now();
    await client.query('BEGIN');
    await seed(client, { exporters: null, conversations: null });
    await client.query('COMMIT');
    log(`  read models of every exporter and conversation: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    for (const table of TABLES) await client.query(`VACUUM ANALYZE admin.${table}`);
    const { rows: counters } = await client.query('SELECT name, value::int FROM admin.stats_counters');
    const counter = Object.fromEntries(counters.map((row) => [row.name, row.value]));
    const { rows: sizes } = await client.query(
      `SELECT (SELECT count(*)::int FROM admin.subscriptions) AS subscriptions,
              (SELECT count(*)::int FROM admin.activity_items) AS "activityItems",
              (SELECT count(*)::int FROM admin.monthly_figures) AS months`,
    );
    return {
      exporters: counter[COUNTERS.exporters] ?? 0,
      pending: counter[COUNTERS.pendingExporters] ?? 0,
      verified: counter[COUNTERS.verifiedExporters] ?? 0,
      conversations: counter[COUNTERS.conversations] ?? 0,
      notifications: counter[COUNTERS.unreadNotifications] ?? 0,
      ...sizes[0],
      sampled: { exporters: ids.exporters.length, conversations: ids.conversations.length },
      mismatches,
      differences,
      seedMs: Date.now() - started,
    };
  } finally {
    await client.end();
  }
}

/** Exporters spread over the table; conversations, some of them archived or blocked. */
async function sampleIds(client, sample) {
  const { rows: exporters } = await client.query(
    'SELECT id FROM catalog.exporters ORDER BY hashint4(id) LIMIT $1',
    [sample],
  );
  const { rows: conversations } = await client.query(
    `(SELECT id FROM messaging.conversations ORDER BY hashint4(id) LIMIT $1)
     UNION (SELECT id FROM messaging.conversations WHERE status <> 'active' ORDER BY hashint4(id) LIMIT $2)`,
    [Math.ceil(sample / 3), Math.ceil(sample / 15)],
  );
  return { exporters: exporters.map((row) => row.id), conversations: conversations.map((row) => row.id) };
}

/** Runs `work` on empty read models in a transaction that is rolled back; resolves with its result. */
async function rolledBack(client, work) {
  await client.query('BEGIN');
  try {
    await client.query(`TRUNCATE ${TABLES.map((table) => `admin.${table}`).join(', ')}`);
    return await work();
  } finally {
    await client.query('ROLLBACK');
  }
}

/** The sample's events, in the order they were made, applied by the admin service's own handlers. */
async function replay(client, ids) {
  // The EntityManager the handlers are given: TypeORM's answers on PostgreSQL (UPDATE and DELETE: rows, count).
  const manager = {
    async query(text, values) {
      const result = await client.query(text, values);
      return result.command === 'UPDATE' || result.command === 'DELETE'
        ? [result.rows, result.rowCount]
        : result.rows;
    },
  };
  const handlers = readModelHandlers(manager);
  const envelope = (subject, data, occurredAt) => ({ id: randomUUID(), subject, occurredAt, data });
  const { rows: categories } = await client.query(
    `SELECT id, name, slug, ${iso('created_at')} AS at FROM catalog.categories ORDER BY id`,
  );
  for (const { at, ...category } of categories)
    await handlers.categories.created(manager, envelope('catalog.category.created', category, at));
  const { rows: exporters } = await client.query(
    `SELECT ${EXPORTER_EVENT} AS data FROM catalog.exporters e WHERE e.id = ANY($1) ORDER BY e.created_at, e.id`,
    [ids.exporters],
  );
  for (const { data } of exporters)
    await handlers.exporters.apply(
      manager,
      envelope('catalog.exporter.created', data, data.createdAt),
      'created',
    );
  const { rows: conversations } = await client.query(
    `SELECT c.id AS "conversationId", c.buyer_id AS "buyerId", c.exporter_id AS "exporterId",
            d.user_id AS "exporterUserId", c.subject, c.status, ${iso('c.created_at')} AS "createdAt",
            ${iso('c.updated_at')} AS "changedAt"
       FROM messaging.conversations c LEFT JOIN messaging.exporter_directory d ON d.id = c.exporter_id
      WHERE c.id = ANY($1) ORDER BY c.created_at, c.id`,
    [ids.conversations],
  );
  for (const { status, changedAt, ...conversation } of conversations) {
    await handlers.conversations.created(
      manager,
      envelope('messaging.conversation.created', conversation, conversation.createdAt),
    );
    if (status === 'active') continue;
    const { conversationId, buyerId, exporterUserId } = conversation;
    await handlers.conversations.statusChanged(
      manager,
      envelope(
        'messaging.conversation.status_changed',
        { conversationId, buyerId, exporterUserId, status, changedBy: 'buyer' },
        changedAt,
      ),
    );
  }
}

/**
 * What those events make, in SQL, for the given exporters and conversations (null: all of them), inside the
 * caller's transaction.
 * @param {pg.Client} client
 * @param {{ exporters: number[] | null, conversations: number[] | null }} ids
 */
async function seed(client, ids) {
  const counters = new Map();
  const count = (name, value) => counters.set(name, (counters.get(name) ?? 0) + value);
  const q = (text, values) => client.query(text, values);

  // The exporters' events, as ExporterReadModelService reads them (exporter-state.util.ts: stateOfEvent).
  await q(
    `CREATE TEMP TABLE bench_admin_exporter ON COMMIT DROP AS
     SELECT e.id, e.company_name, e.status, e.is_verified, nullif(btrim(e.city, E' \\t\\n\\r'), '') AS city,
            e.plan, CASE WHEN e.plan <> 'basic' THEN date_trunc('milliseconds', e.plan_since) END AS plan_since,
            ARRAY(SELECT DISTINCT ec.category_id FROM catalog.exporter_categories ec
                   WHERE ec.exporter_id = e.id ORDER BY 1) AS category_ids,
            date_trunc('milliseconds', e.created_at) AS created_at, ${EXPORTER_EVENT} AS data
       FROM catalog.exporters e
      WHERE $1::int[] IS NULL OR e.id = ANY($1::int[])`,
    [ids.exporters],
  );
  // Each exporter's history (ExporterReadModelService keeps every event to place late ones in time).
  await q(
    `INSERT INTO admin.exporter_events (exporter_id, event_id, change, occurred_at, data)
     SELECT id, gen_random_uuid(), 'created', created_at, data FROM bench_admin_exporter ORDER BY created_at, id`,
  );
  await q(
    `INSERT INTO admin.exporters
       (id, company_name, status, is_verified, city, plan, plan_since, category_ids, created_at, last_event_at, deleted)
     SELECT id, company_name, status, is_verified, city, plan, plan_since, category_ids, created_at, created_at, false
       FROM bench_admin_exporter ORDER BY id`,
  );
  const { rows: totals } = await q(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'pending')::int AS pending,
            count(*) FILTER (WHERE is_verified)::int AS verified FROM bench_admin_exporter`,
  );
  count(COUNTERS.exporters, totals[0].total);
  count(COUNTERS.pendingExporters, totals[0].pending);
  count(COUNTERS.verifiedExporters, totals[0].verified);
  await q(
    `INSERT INTO admin.city_counts (city, exporter_count)
     SELECT city, count(*) FROM bench_admin_exporter WHERE city IS NOT NULL GROUP BY city
     ON CONFLICT (city) DO UPDATE SET exporter_count = city_counts.exporter_count + EXCLUDED.exporter_count`,
  );
  const { rowCount: categories } = await q(
    `INSERT INTO admin.categories (id, name) SELECT id, name FROM catalog.categories
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name`,
  );
  count(COUNTERS.categories, categories);
  await q(
    `INSERT INTO admin.categories (id, exporter_count)
     SELECT c, count(*) FROM bench_admin_exporter, unnest(category_ids) c GROUP BY c
     ON CONFLICT (id) DO UPDATE SET exporter_count = categories.exporter_count + EXCLUDED.exporter_count`,
  );
  await q(
    `INSERT INTO admin.monthly_figures (month, new_exporters)
     SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM'), count(*) FROM bench_admin_exporter GROUP BY 1
     ON CONFLICT (month) DO UPDATE SET new_exporters = monthly_figures.new_exporters + EXCLUDED.new_exporters`,
  );
  // A paid plan: a subscription from plan_since (the creation when unknown) at the plan's price.
  await q(
    `INSERT INTO admin.subscriptions (exporter_id, plan_id, status, start_date, amount)
     SELECT e.id, p.id, 'active', coalesce(e.plan_since, e.created_at), p.price
       FROM bench_admin_exporter e JOIN admin.subscription_plans p ON p.tier = e.plan
      WHERE e.plan <> 'basic' ORDER BY 4, 1`,
  );
  await q(
    `INSERT INTO admin.monthly_figures (month, revenue_started)
     SELECT to_char(coalesce(e.plan_since, e.created_at) AT TIME ZONE 'UTC', 'YYYY-MM'), sum(p.price)
       FROM bench_admin_exporter e JOIN admin.subscription_plans p ON p.tier = e.plan
      WHERE e.plan <> 'basic' GROUP BY 1 HAVING sum(p.price) <> 0
     ON CONFLICT (month) DO UPDATE SET revenue_started = monthly_figures.revenue_started + EXCLUDED.revenue_started`,
  );
  await q(
    `INSERT INTO admin.activity_items (type, target_id, title, status, occurred_at)
     SELECT 'exporter', id, company_name, 'created', created_at FROM bench_admin_exporter ORDER BY created_at, id`,
  );
  const { rowCount: notifications } = await q(
    `INSERT INTO admin.system_notifications (title, message, type, link, created_at)
     SELECT 'New exporter application', company_name || ' applied to be listed and waits for review.',
            'application', '/admin?tab=exporters&filterStatus=pending', created_at
       FROM bench_admin_exporter WHERE status = 'pending' ORDER BY created_at, id`,
  );
  count(COUNTERS.unreadNotifications, notifications);

  // The conversations' events (ConversationsReadModelService).
  await q(
    `CREATE TEMP TABLE bench_admin_conversation ON COMMIT DROP AS
     SELECT id, subject, status, date_trunc('milliseconds', created_at) AS created_at,
            date_trunc('milliseconds', updated_at) AS changed_at
       FROM messaging.conversations WHERE $1::int[] IS NULL OR id = ANY($1::int[])`,
    [ids.conversations],
  );
  const { rowCount: conversations } = await q(
    `INSERT INTO admin.conversations (id, subject, status, status_at)
     SELECT id, subject, status, CASE WHEN status = 'active' THEN created_at ELSE changed_at END
       FROM bench_admin_conversation ORDER BY id`,
  );
  count(COUNTERS.conversations, conversations);
  await q(
    `INSERT INTO admin.activity_items (type, target_id, title, status, occurred_at)
     SELECT 'conversation', id, subject, 'active', created_at FROM bench_admin_conversation
     UNION ALL
     SELECT 'conversation', id, subject, status, changed_at FROM bench_admin_conversation WHERE status <> 'active'
     ORDER BY 5, 2`,
  );

  // The counters, and each one's snapshot of the day (CountersService.add: at its latest value).
  const changed = [...counters].filter(([, value]) => value !== 0);
  for (const [name, value] of changed)
    await q(
      `INSERT INTO admin.stats_counters (name, value) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET value = stats_counters.value + EXCLUDED.value, updated_at = now()`,
      [name, value],
    );
  await q(
    `INSERT INTO admin.platform_metrics (metric_type, metric_name, value, day, dimensions)
     SELECT $1, name, value, (now() AT TIME ZONE 'UTC')::date,
            jsonb_build_object('day', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD'))
       FROM admin.stats_counters WHERE name = ANY($2)
     ON CONFLICT (metric_type, metric_name, day) DO UPDATE SET value = EXCLUDED.value, recorded_at = now()`,
    [DAILY_TOTAL_METRIC, changed.map(([name]) => name)],
  );
}

/** Every read-model table's rows, as sorted JSON texts. */
async function snapshot(client) {
  const tables = {};
  for (const [table, sql] of Object.entries(SNAPSHOT)) {
    const { rows } = await client.query(`SELECT to_jsonb(t)::text AS row FROM (${sql}) t ORDER BY 1`);
    tables[table] = rows.map((row) => row.row);
  }
  return tables;
}

/** The tables whose rows differ, with how many rows are in one snapshot and not the other. */
function compare(a, b) {
  const differences = [];
  for (const table of TABLES) {
    const left = new Map();
    for (const row of a[table]) left.set(row, (left.get(row) ?? 0) + 1);
    let rows = 0;
    for (const row of b[table]) {
      const n = left.get(row) ?? 0;
      if (n > 0) left.set(row, n - 1);
      else rows += 1;
    }
    for (const n of left.values()) rows += n;
    if (rows > 0) differences.push({ table, rows });
  }
  return differences;
}
