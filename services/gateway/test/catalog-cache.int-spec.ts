import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstream } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { EventEnvelope, Principal, ServiceMessage } from '@ped/contracts';
import {
  CATALOG_PATTERNS,
  CATALOG_SUBJECTS,
  ListExportersQuery,
  type ExporterChangedEvent,
} from '@ped/contracts/catalog';
import { MESSAGING_PATTERNS } from '@ped/contracts/messaging';
import { namespaced, rpcSubject } from '@ped/nest-kit';
import { plainToInstance } from 'class-transformer';
import { Redis } from 'ioredis';
import pg from 'pg';
import { hashQuery } from '../src/cache/catalog-cache.keys.js';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { freePort, spawnNode, waitForHttp, type NodeProcess } from '../../../tools/testing/node-process.js';
import { eventually, TestRpcClient } from '../../../tools/testing/rpc-client.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

const ADMIN: Principal = { kind: 'admin', id: 1 };

/** The catalogue cache in front of the catalog service: two cached gateways, one uncached, one without Redis. */
describe('catalogue read cache (gateway → Redis, invalidated by catalog events)', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let second: NodeProcess;
  let uncached: NodeProcess;
  let redisless: NodeProcess;
  let edge: NodeProcess;
  let edgeBase = '';
  const bases: Record<'warm' | 'second' | 'uncached' | 'redisless', string> = {
    warm: '',
    second: '',
    uncached: '',
    redisless: '',
  };
  let nc: NatsConnection;
  let redis: Redis;
  let db: pg.Client;
  let rpc: TestRpcClient;
  /** Every request message the services received, by pattern (a plain NATS subscriber sees a copy of each). */
  const requests: { pattern: string; data: Record<string, unknown> }[] = [];
  let clientIp = 0;

  const get = (base: string, path: string) =>
    fetch(`${base}${path}`, { headers: { 'x-forwarded-for': `10.7.0.${(++clientIp % 250) + 1}` } });
  const json = async <T>(base: string, path: string): Promise<T> => {
    const response = await get(base, path);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  /** Requests sent to the services for `pattern` so far (after a round trip, so none is still in flight). */
  const sent = async (pattern: string, match: (data: Record<string, unknown>) => boolean = () => true) => {
    await nc.flush();
    return requests.filter((r) => r.pattern === pattern && match(r.data)).length;
  };
  const cacheKeys = (pattern: string) => redis.keys(`${testEnv.namespace}:${pattern}`);
  const version = async () => Number((await redis.get(`${testEnv.namespace}:catalog:version`)) ?? 0);
  const scalar = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0]?.n;

  /** What the catalog does on a change: the row, then its event through the outbox relay. */
  const renameExporter = async (id: number, companyName: string) => {
    await db.query('UPDATE catalog.exporters SET company_name = $2 WHERE id = $1', [id, companyName]);
    const { rows } = await db.query(
      `SELECT id, company_name AS "companyName", user_id AS "userId", logo_url AS "logoUrl", city, status,
              is_verified AS "isVerified", is_premium AS "isPremium"
         FROM catalog.exporters WHERE id = $1`,
      [id],
    );
    const event: EventEnvelope<ExporterChangedEvent> = {
      id: randomUUID(),
      type: CATALOG_SUBJECTS.exporterUpdated,
      occurredAt: new Date().toISOString(),
      version: 1,
      data: rows[0] as ExporterChangedEvent,
    };
    await jetstream(nc).publish(namespaced(testEnv.namespace, event.type), JSON.stringify(event), {
      msgID: event.id,
    });
  };

  const startGateway = async (env: Record<string, string>): Promise<[NodeProcess, string]> => {
    const port = await freePort();
    const gateway = spawnNode('services/gateway/dist/main.js', {
      ...testEnv.env,
      PORT: String(port),
      SERVICE_TIMEOUT_MS: '2000',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ped-gateway-')),
      ...env,
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/.well-known/jwks.json`, gateway);
    return [gateway, base];
  };

  beforeAll(async () => {
    testEnv = await createTestEnv('catalog_cache', { seeded: true });
    nc = await connect({ servers: testEnv.env.NATS_URL });
    const subscription = nc.subscribe(rpcSubject(testEnv.namespace, '>'));
    void (async () => {
      const prefix = rpcSubject(testEnv.namespace, '');
      for await (const message of subscription) {
        // Nest's NATS packet: {pattern, data: ServiceMessage, id}.
        const packet = message.json<{ data?: ServiceMessage }>();
        requests.push({
          pattern: message.subject.slice(prefix.length),
          data: (packet.data?.data ?? {}) as Record<string, unknown>,
        });
      }
    })();
    redis = new Redis(testEnv.env.REDIS_URL, { maxRetriesPerRequest: 1 });
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    rpc = new TestRpcClient(testEnv.env);

    const [built, others] = await Promise.all([
      startBuiltSystem(testEnv.env, ['catalog', 'messaging']),
      Promise.all([
        startGateway({}),
        startGateway({ CATALOG_CACHE_TTL_SECONDS: '0' }),
        startGateway({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` }),
      ]),
    ]);
    system = built;
    bases.warm = system.base;
    [[second, bases.second], [uncached, bases.uncached], [redisless, bases.redisless]] = others;
    // The seed's events (hundreds of catalog.exporter.created) are published once the catalog runs:
    // let them pass, so that they do not invalidate what the tests cache.
    await eventually(
      async () =>
        (await scalar('SELECT count(*)::int AS n FROM catalog.outbox WHERE published_at IS NULL')) === 0,
      20_000,
    );
    let last = -1;
    await eventually(async () => {
      const now = await version();
      const settled = now === last && now > 0;
      last = now;
      return settled;
    }, 20_000);
    // A gateway caches only once its catalog feed is live, which a loaded machine (every suite at once)
    // can delay past its start: wait until both cached instances answer a repeated read from the cache.
    let probe = 0;
    for (const base of [bases.warm, bases.second]) {
      await eventually(async () => {
        const offset = 500 + probe++;
        const path = `/api/exporters?limit=3&offset=${offset}`;
        await get(base, path);
        await get(base, path);
        const asked = await sent(CATALOG_PATTERNS.exporterList, (d) => d.limit === 3 && d.offset === offset);
        return asked === 1;
      }, 60_000);
    }
    // The probes' pages age out with the list version, as after any catalog change.
    await redis.incr(`${testEnv.namespace}:catalog:version`);
    // The edge in front of the first gateway, rendering pages and keeping them in the same Redis namespace.
    const edgePort = await freePort();
    edge = spawnNode('services/edge/dist/main.js', {
      ...testEnv.env,
      HOST: '127.0.0.1',
      PORT: String(edgePort),
      GATEWAY_URL: system.base,
    });
    edgeBase = `http://127.0.0.1:${edgePort}`;
    await waitForHttp(`${edgeBase}/healthz`, edge);
  }, 150_000);

  afterAll(async () => {
    await rpc?.close();
    await db?.end();
    redis?.disconnect();
    await nc?.close();
    await Promise.all([second?.stop(), uncached?.stop(), redisless?.stop(), edge?.stop()]);
    await system?.stop();
    await testEnv?.dispose();
  });

  it('answers a second identical request from Redis, on any gateway instance, byte for byte', async () => {
    const exporterId = await scalar("SELECT min(id) AS n FROM catalog.exporters WHERE status = 'approved'");
    const routes: [string, string][] = [
      ['/api/categories', CATALOG_PATTERNS.categoryList],
      ['/api/categories/rice-grains', CATALOG_PATTERNS.categoryGet],
      ['/api/exporters?limit=5&verified=true', CATALOG_PATTERNS.exporterList],
      ['/api/exporters/featured', CATALOG_PATTERNS.exporterFeatured],
      [`/api/exporters/${exporterId}`, CATALOG_PATTERNS.exporterGet],
      [`/api/exporters/${exporterId}/products`, CATALOG_PATTERNS.productList],
      ['/api/stats', CATALOG_PATTERNS.statsGet],
    ];
    for (const [path, pattern] of routes) {
      const before = await sent(pattern);
      const first = await get(bases.warm, path);
      expect(first.status).toBe(200);
      const again = await get(bases.warm, path);
      const elsewhere = await get(bases.second, path);
      const body = await first.text();
      expect(await again.text()).toBe(body);
      expect(await elsewhere.text()).toBe(body);
      expect({ path, requests: (await sent(pattern)) - before }).toEqual({ path, requests: 1 });
    }
    const v = await version();
    expect(await cacheKeys(`catalog:v${v}:categories`)).toHaveLength(1);
    // A list across categories is kept at the global and the lists' versions.
    expect(await cacheKeys(`catalog:v${v}.*:list:*`)).toHaveLength(1);
    expect(await cacheKeys(`catalog:exporter:${exporterId}:*`)).toHaveLength(2);
    const ttl = await redis.pttl(`${testEnv.namespace}:catalog:v${v}:categories`);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    // The stored value is the JSON the service answered.
    const stored = await redis.get(`${testEnv.namespace}:catalog:v${v}:categories`);
    expect(JSON.parse(stored!)).toHaveLength(18);
  });

  it('keeps a 404 briefly (same answer, one request) and never an error of another kind', async () => {
    const before = await sent(CATALOG_PATTERNS.exporterGet);
    for (const base of [bases.warm, bases.warm, bases.second]) {
      const response = await get(base, '/api/exporters/987654');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        reason: 'EXPORTER_NOT_FOUND',
        message: 'Exporter Not Found',
      });
    }
    expect((await sent(CATALOG_PATTERNS.exporterGet)) - before).toBe(1);
    const ttl = await redis.pttl(`${testEnv.namespace}:catalog:exporter:987654:profile`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(10_000);
    // A validation error never reaches the service nor the cache.
    expect((await get(bases.warm, '/api/exporters?limit=51')).status).toBe(400);
  });

  it('sends one request to the service for 40 concurrent misses of one key across two instances', async () => {
    const path = '/api/exporters?limit=7&city=Lahore&verified=true';
    const thisQuery = (data: Record<string, unknown>) => data.limit === 7 && data.city === 'Lahore';
    expect(await sent(CATALOG_PATTERNS.exporterList, thisQuery)).toBe(0);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => get(i % 2 === 0 ? bases.warm : bases.second, path)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(40).fill(200));
    const bodies = new Set(await Promise.all(responses.map((r) => r.text())));
    expect(bodies.size).toBe(1);
    expect(await sent(CATALOG_PATTERNS.exporterList, thisQuery)).toBe(1);
    // No lock is left behind.
    expect(await cacheKeys('catalog:*:lock')).toEqual([]);
  });

  it('shows a new category within 1 s of its creation (lists, the category, the counts)', async () => {
    const categories = await json<{ slug: string }[]>(bases.warm, '/api/categories');
    expect(categories).toHaveLength(18);
    expect((await get(bases.warm, '/api/categories/cricket-gear')).status).toBe(404);
    expect((await json<{ totalCategories: number }>(bases.second, '/api/stats')).totalCategories).toBe(18);

    await rpc.send(CATALOG_PATTERNS.categoryCreate, { name: 'Cricket Gear', slug: 'cricket-gear' }, ADMIN);
    await eventually(async () => {
      const [list, one, stats] = await Promise.all([
        json<{ slug: string }[]>(bases.warm, '/api/categories'),
        get(bases.second, '/api/categories/cricket-gear'),
        json<{ totalCategories: number }>(bases.warm, '/api/stats'),
      ]);
      return (
        list.some((c) => c.slug === 'cricket-gear') && one.status === 200 && stats.totalCategories === 19
      );
    }, 1000);
  });

  it('asks messaging for the stats’ contact count once a second, and shows a new inquiry within 1 s', async () => {
    const stats = (base: string) => json<{ totalContacts: number }>(base, '/api/stats');
    const asked = () => sent(MESSAGING_PATTERNS.inquiryCount);
    const before = await asked();
    const [first, ...others] = await Promise.all(Array.from({ length: 6 }, () => stats(bases.warm)));
    expect(others.map((s) => s.totalContacts)).toEqual(others.map(() => first!.totalContacts));
    expect((await asked()) - before).toBeLessThanOrEqual(1);
    // The uncached gateway asks every time.
    const uncachedBefore = await asked();
    for (let i = 0; i < 3; i += 1) await stats(bases.uncached);
    expect((await asked()) - uncachedBefore).toBe(3);

    const exporterId = await scalar("SELECT min(id) AS n FROM catalog.exporters WHERE status = 'approved'");
    const response = await fetch(`${bases.warm}/api/contact-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.7.1.1' },
      body: JSON.stringify({
        buyerName: 'Anna Becker',
        buyerEmail: 'anna@becker-import.de',
        message: 'Please quote 2 x 40 ft containers of 1121 sella basmati, CIF Hamburg.',
        exporterId,
      }),
    });
    expect(response.status).toBe(201);
    const created = Date.now();
    await eventually(async () => (await stats(bases.warm)).totalContacts === first!.totalContacts + 1, 1500);
    expect(Date.now() - created).toBeLessThan(1500);
  });

  it('deletes an exporter’s keys and refreshes the lists within 1 s of a catalog.exporter event', async () => {
    const id = await scalar("SELECT max(id) AS n FROM catalog.exporters WHERE status = 'approved'");
    const profile = await json<{ companyName: string }>(bases.warm, `/api/exporters/${id}`);
    await json(bases.warm, `/api/exporters/${id}/products`);
    const search = `/api/exporters?search=${encodeURIComponent('Zarghun Renamed Traders')}`;
    expect((await json<{ total: number }>(bases.second, search)).total).toBe(0);
    expect(await cacheKeys(`catalog:exporter:${id}:*`)).toHaveLength(2);

    const versionBefore = await version();
    await renameExporter(id, 'Zarghun Renamed Traders');
    await eventually(async () => (await cacheKeys(`catalog:exporter:${id}:*`)).length === 0, 1000);
    expect(await version()).toBeGreaterThan(versionBefore);
    const renamed = await json<{ companyName: string }>(bases.warm, `/api/exporters/${id}`);
    expect(renamed.companyName).toBe('Zarghun Renamed Traders');
    expect(renamed.companyName).not.toBe(profile.companyName);
    // The search index is the catalog's; the cached empty search answer is gone with the version.
    const found = await json<{ exporters: { id: number }[] }>(bases.second, search);
    expect(found.exporters.map((e) => e.id)).toContain(id);
  });

  it('retires category A’s list and page and the exporter’s on an edit of an exporter in A, and keeps category B’s', async () => {
    // A verified exporter in one category (A), through the catalog's own write path (an admin unverifies it).
    const {
      rows: [target],
    } = await db.query<{ id: number; a: number; slug: string }>(
      `SELECT e.id, c.id AS a, c.slug FROM catalog.exporters e
         JOIN catalog.exporter_categories ec ON ec.exporter_id = e.id JOIN catalog.categories c ON c.id = ec.category_id
        WHERE e.status = 'approved' AND e.is_verified
          AND (SELECT count(*) FROM catalog.exporter_categories x WHERE x.exporter_id = e.id) = 1
        ORDER BY e.id DESC LIMIT 1`,
    );
    const {
      rows: [other],
    } = await db.query<{ id: number; slug: string }>(
      `SELECT c.id, c.slug FROM catalog.categories c
        WHERE c.id <> $1 AND EXISTS (SELECT 1 FROM catalog.category_listings l WHERE l.category_id = c.id)
        ORDER BY c.id LIMIT 1`,
      [target!.a],
    );
    const { id, a, slug } = target!;
    const b = other!;
    const list = (categoryId: number) => `/api/exporters?limit=4&categoryId=${categoryId}`;
    const listed = (categoryId: number) =>
      sent(CATALOG_PATTERNS.exporterList, (d) => d.limit === 4 && Number(d.categoryId) === categoryId);
    const pageCache = async (path: string) => (await get(edgeBase, path)).headers.get('x-page-cache');
    const pages = [`/category/${slug}`, `/category/${b.slug}`, `/exporters/${id}`];

    for (const categoryId of [a, b.id]) {
      await json(bases.warm, list(categoryId));
      await json(bases.second, list(categoryId));
      expect(await listed(categoryId)).toBe(1);
    }
    await json(bases.warm, `/api/exporters/${id}`);
    for (const path of pages) {
      await pageCache(path);
      expect({ path, cache: await pageCache(path) }).toEqual({ path, cache: 'hit' });
    }
    const globalBefore = await version();

    await rpc.send(CATALOG_PATTERNS.adminExporterVerify, { id, isVerified: false }, ADMIN);
    await eventually(async () => (await cacheKeys(`catalog:exporter:${id}:*`)).length === 0, 1000);
    // Category A's list and the exporter are read again; category B's list is still cached, on either instance.
    await json(bases.second, list(a));
    expect(await listed(a)).toBe(2);
    await json(bases.warm, list(b.id));
    await json(bases.second, list(b.id));
    expect(await listed(b.id)).toBe(1);
    const profile = await json<{ isVerified: boolean }>(bases.warm, `/api/exporters/${id}`);
    expect(profile.isVerified).toBe(false);
    expect(await version()).toBe(globalBefore);
    // The edge renders A's page and the profile again (once it has seen the change), and answers B's from Redis.
    let cache: string | null = 'hit';
    await eventually(async () => (cache = await pageCache(`/category/${slug}`)) !== 'hit', 2000);
    expect(cache).toBe('miss');
    expect(await pageCache(`/exporters/${id}`)).toBe('miss');
    expect(await pageCache(`/category/${b.slug}`)).toBe('hit');
  });

  describe('rendered pages at the edge (kept in Redis under the same catalogue version)', () => {
    let id = 0;
    const page = (path: string) => get(edgeBase, path);
    const views = async () =>
      Number(
        (await scalar('SELECT profile_views AS n FROM catalog.exporter_metrics WHERE exporter_id = $1', [
          id,
        ])) ?? 0,
      );

    it('answers a second visit from Redis, shows an edit within 1 s, and counts every visit as a profile view', async () => {
      id = await scalar(
        "SELECT id AS n FROM catalog.exporters WHERE status = 'approved' ORDER BY id OFFSET 3 LIMIT 1",
      );
      const viewsBefore = await views();
      const first = await page(`/exporters/${id}`);
      expect([first.status, first.headers.get('x-page-cache')]).toEqual([200, 'miss']);
      const html = await first.text();
      for (let i = 0; i < 2; i += 1) {
        const again = await page(`/exporters/${id}`);
        // Sent as it is kept, gzipped (fetch asks for gzip and inflates it).
        expect([again.headers.get('x-page-cache'), again.headers.get('content-encoding')]).toEqual([
          'hit',
          'gzip',
        ]);
        expect(await again.text()).toBe(html);
      }
      const plain = await fetch(`${edgeBase}/exporters/${id}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(html);
      // The render read the profile through the gateway (one view); the three hits are counted by the edge.
      await eventually(async () => (await views()) === viewsBefore + 4, 5000);
      // One page whatever the order of its query's parameters; a search keeps no last good copy (only pages
      // without a query do: searches are as many pages as visitors type).
      const lastGoodBefore = (await cacheKeys('pages:last:*')).length;
      expect((await page('/browse?search=rice&city=Lahore')).headers.get('x-page-cache')).toBe('miss');
      expect((await cacheKeys('pages:last:*')).length).toBe(lastGoodBefore);
      expect((await page('/browse?city=Lahore&search=rice')).headers.get('x-page-cache')).toBe('hit');
      // A parameter the page does not read (a campaign's, a click id) is the same page, not another render.
      expect(
        (await page('/browse?search=rice&utm_source=mail&city=Lahore')).headers.get('x-page-cache'),
      ).toBe('hit');

      await renameExporter(id, 'Ravi Renamed Rice Mills');
      await eventually(
        async () => (await (await page(`/exporters/${id}`)).text()).includes('Ravi Renamed Rice Mills'),
        1000,
      );
    });

    it('answers a missing exporter 404 from the cache too, and counts no view for it', async () => {
      for (const expected of ['miss', 'hit']) {
        const response = await page('/exporters/987653');
        expect([response.status, response.headers.get('x-page-cache')]).toEqual([404, expected]);
      }
      expect(await redis.hgetall(`${testEnv.namespace}:pages:views`)).not.toHaveProperty('987653');
    });
  });

  it('caches nothing with CATALOG_CACHE_TTL_SECONDS=0', async () => {
    const path = '/api/exporters?limit=9&city=Multan';
    const thisQuery = (data: Record<string, unknown>) => data.limit === 9 && data.city === 'Multan';
    const categoriesBefore = await sent(CATALOG_PATTERNS.categoryList);
    for (let i = 0; i < 3; i += 1) {
      await json(bases.uncached, path);
      await json(bases.uncached, '/api/categories');
    }
    expect(await sent(CATALOG_PATTERNS.exporterList, thisQuery)).toBe(3);
    expect((await sent(CATALOG_PATTERNS.categoryList)) - categoriesBefore).toBe(3);
    const hash = hashQuery(plainToInstance(ListExportersQuery, { limit: '9', city: 'Multan' }));
    expect(await cacheKeys(`catalog:*${hash}*`)).toEqual([]);
  });

  it('answers from the services, never 500, when Redis is unreachable', async () => {
    const before = await sent(CATALOG_PATTERNS.categoryList);
    for (let i = 0; i < 2; i += 1) {
      const categories = await json<unknown[]>(bases.redisless, '/api/categories');
      expect(categories.length).toBeGreaterThanOrEqual(18);
    }
    expect((await sent(CATALOG_PATTERNS.categoryList)) - before).toBe(2);
    expect((await get(bases.redisless, '/api/exporters/987655')).status).toBe(404);
    expect((await get(bases.redisless, '/api/exporters/featured')).status).toBe(200);
  });

  it('keeps answering cached reads while the catalog service is down', async () => {
    const cached = await json<unknown[]>(bases.warm, '/api/categories');
    await system.services.catalog!.stop();
    const response = await get(bases.warm, '/api/categories');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(cached);
    // Anything not cached still says the service is unavailable, and when to try again.
    const unavailable = await get(bases.warm, '/api/exporters?limit=3&city=Sialkot');
    expect([unavailable.status, unavailable.headers.get('retry-after')]).toEqual([503, '5']);
  });

  it('answers from the last good copy, marked stale with its age, once the cache holds none (the catalog is down)', async () => {
    const cached = await json<unknown[]>(bases.second, '/api/categories');
    // A catalog event's new version: every list key misses, and the catalog service does not answer.
    await redis.incr(`${testEnv.namespace}:catalog:version`);
    for (const base of [bases.warm, bases.second]) {
      const response = await get(base, '/api/categories');
      expect([
        response.status,
        response.headers.get('x-cache'),
        response.headers.get('cache-control'),
      ]).toEqual([200, 'stale', 'no-store']);
      expect(Number(response.headers.get('age'))).toBeGreaterThanOrEqual(0);
      expect(await response.json()).toEqual(cached);
    }
  });

  it('answers a page it cannot render (the catalog is down) from its last good copy, marked stale', async () => {
    const id = await scalar(
      "SELECT id AS n FROM catalog.exporters WHERE status = 'approved' ORDER BY id OFFSET 3 LIMIT 1",
    );
    // A new catalogue version, and nothing of the exporter left in the gateway's cache: the page must be rendered.
    await redis.incr(`${testEnv.namespace}:catalog:version`);
    const kept = await cacheKeys(`catalog:exporter:${id}:*`);
    if (kept.length > 0) await redis.del(...kept);
    // The edge sees the new version within 100 ms; until then it answers the copy it holds for the old one.
    let response = await get(edgeBase, `/exporters/${id}`);
    await eventually(async () => {
      response = await get(edgeBase, `/exporters/${id}`);
      return response.headers.get('x-page-cache') !== 'hit';
    }, 2000);
    expect([response.status, response.headers.get('x-page-cache')]).toEqual([200, 'stale']);
    const html = await response.text();
    expect(html).toContain('data-stale-page');
    expect(html).toContain('Ravi Renamed Rice Mills');
  });
});
