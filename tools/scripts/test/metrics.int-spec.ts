// Every process serves GET /metrics on a port of its own, with the series an operator needs to say what is
// slow and why; the dashboard and alert rules under deploy/ name only series that exist.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { signUpLinkToken } from '../../testing/sign-ups.js';
import { createTestEnv, type TestEnv } from '../../testing/test-env.js';
import { freePort, startSystem } from '../lib/system.mjs';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const PROCESSES = ['edge', 'gateway', 'catalog', 'identity', 'messaging', 'admin'] as const;
type ProcessName = (typeof PROCESSES)[number];

/** What each process must declare (`# TYPE`), beyond Node's own series. */
const DECLARED: Record<ProcessName, string[]> = {
  edge: ['ped_http_request_duration_seconds', 'ped_page_cache_answers_total'],
  gateway: [
    'ped_http_request_duration_seconds',
    'ped_rpc_client_duration_seconds',
    'ped_catalog_cache_answers_total',
    'ped_live_streams_open',
  ],
  catalog: ['ped_mail_outbox', 'ped_sms_outbox'],
  identity: ['ped_mail_outbox'],
  messaging: ['ped_mail_outbox'],
  admin: [],
};
const EVERY_SERVICE = [
  'ped_rpc_server_duration_seconds',
  'ped_outbox_pending_events',
  'ped_outbox_oldest_pending_age_seconds',
  'ped_event_consumer_pending',
  'ped_event_consumer_ack_pending',
  'ped_event_consumer_redelivered',
  'ped_event_dead_letters',
  'ped_db_pool_connections',
];
const NODE = ['process_cpu_seconds_total', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes'];

describe('metrics: GET /metrics on every process', () => {
  let testEnv: TestEnv;
  let system: { url: string; stop(): Promise<void> };
  const ports = {} as Record<ProcessName, number>;
  const scraped = {} as Record<ProcessName, string>;

  beforeAll(async () => {
    testEnv = await createTestEnv('metrics', { seeded: true });
    for (const name of PROCESSES) ports[name] = await freePort();
    system = await startSystem({
      env: { ...testEnv.env, LOG_LEVEL: 'warn', SMTP_PORT: String(await freePort()) },
      logDir: join(ROOT, '.tmp', 'metrics-logs'),
      edgePort: await freePort(),
      gatewayPort: await freePort(),
      remotesFile: undefined,
      metricsPortOf: (name: string) => ports[name as ProcessName],
    });
    // Traffic: a catalogue read twice (a miss, then a hit), a page, a sign-up (an event and a mail).
    const base = system.url.replace('localhost', '127.0.0.1');
    for (let i = 0; i < 2; i += 1) await (await fetch(`${base}/api/categories`)).arrayBuffer();
    await (await fetch(`${base}/exporters`)).arrayBuffer();
    const email = `metrics.${Date.now()}@example.com`;
    const signUp = await fetch(`${base}/api/buyer/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Mia', lastName: 'Tricks', email, password: 'Counted-Karachi-2026' }),
    });
    expect(signUp.status).toBe(202);
    await signUpLinkToken(testEnv.databaseUrl, email);
    for (const name of PROCESSES) {
      const response = await fetch(`http://127.0.0.1:${ports[name]}/metrics`);
      expect([name, response.status]).toEqual([name, 200]);
      scraped[name] = await response.text();
    }
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
    await testEnv?.dispose();
  });

  const declared = (text: string) => new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]!));

  it('declares the series of each process, every one labelled with the process', () => {
    for (const name of PROCESSES) {
      const expected = [
        ...DECLARED[name],
        ...(name === 'edge' || name === 'gateway' ? [] : EVERY_SERVICE),
        ...NODE,
      ];
      const missing = expected.filter((metric) => !declared(scraped[name]).has(metric));
      expect({ name, missing }).toEqual({ name, missing: [] });
      expect(scraped[name]).toContain(`process_cpu_seconds_total{service="${name}"}`);
    }
    // Only what a process has: the edge and the gateway keep no outbox.
    expect(declared(scraped.edge).has('ped_outbox_pending_events')).toBe(false);
    expect(declared(scraped.gateway).has('ped_outbox_pending_events')).toBe(false);
  });

  /** The values of `name`'s series whose labels match `labels` (a value or a pattern each). */
  const values = (text: string, name: string, labels: Record<string, string | RegExp>) =>
    [...text.matchAll(/^([a-z_0-9]+)\{([^}]*)\} (\S+)$/gm)]
      .filter(([, metric]) => metric === name)
      .map(([, , raw, value]) => ({
        labels: Object.fromEntries([...raw!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!])),
        value: Number(value),
      }))
      .filter((series) =>
        Object.entries(labels).every(([key, want]) =>
          typeof want === 'string' ? series.labels[key] === want : want.test(series.labels[key] ?? ''),
        ),
      )
      .map((series) => series.value);

  it('counts requests by route template, NATS requests by pattern, and reads backlogs and pools', () => {
    const count = 'ped_http_request_duration_seconds_count';
    expect(
      values(scraped.gateway, count, { route: '/api/categories', status_class: '2xx' })[0],
    ).toBeGreaterThanOrEqual(2);
    expect(values(scraped.edge, count, { route: /^\/api/, method: 'GET' }).length).toBeGreaterThan(0);
    // Hits once the gateway's catalog event feed is up (before that, every read goes to the service).
    const cacheAnswers = values(scraped.gateway, 'ped_catalog_cache_answers_total', {
      result: /^(hit|miss)$/,
    });
    expect(cacheAnswers.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(2);
    const rpc = { pattern: 'identity.buyer.register', outcome: 'ok' };
    expect(values(scraped.gateway, 'ped_rpc_client_duration_seconds_count', rpc)).toEqual([1]);
    expect(values(scraped.identity, 'ped_rpc_server_duration_seconds_count', rpc)).toEqual([1]);
    expect(values(scraped.identity, 'ped_outbox_pending_events', {})).toHaveLength(1);
    expect(values(scraped.identity, 'ped_mail_outbox', { state: 'queued' })[0]).toBeGreaterThanOrEqual(1);
    expect(values(scraped.catalog, 'ped_db_pool_connections', { state: 'idle' })).toHaveLength(1);
    expect(
      values(scraped.admin, 'ped_event_consumer_pending', { consumer: /^admin\./ }).length,
    ).toBeGreaterThan(0);
    expect(values(scraped.gateway, 'ped_live_streams_open', { service: 'gateway' })).toEqual([0]);
  });

  it('names in the dashboard and the alert rules only series that exist', () => {
    const dashboard = readFileSync(join(ROOT, 'deploy', 'grafana', 'ped-overview.json'), 'utf8');
    const alerts = parse(readFileSync(join(ROOT, 'deploy', 'prometheus', 'alerts.yml'), 'utf8')) as {
      groups: { rules: { alert: string; expr: string }[] }[];
    };
    const expressions = [
      ...(JSON.parse(dashboard) as { panels: { targets: { expr: string }[] }[] }).panels.flatMap((panel) =>
        panel.targets.map((target) => target.expr),
      ),
      ...alerts.groups.flatMap((group) => group.rules.map((rule) => rule.expr)),
    ];
    const named = new Set(
      expressions
        .flatMap((expr) => [...expr.matchAll(/\b((?:ped|nodejs|process)_[a-z0-9_]+)/g)].map((m) => m[1]!))
        .map((name) => name.replace(/_(bucket|sum|count)$/, '')),
    );
    const everywhere = new Set(PROCESSES.flatMap((name) => [...declared(scraped[name])]));
    expect([...named].filter((name) => !everywhere.has(name))).toEqual([]);
    expect(named.size).toBeGreaterThan(15);
  });
});
