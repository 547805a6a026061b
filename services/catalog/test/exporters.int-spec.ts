import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import {
  CATALOG_EVENT_PATTERNS,
  CATALOG_PATTERNS,
  CATALOG_SUBJECTS,
  type ExporterListDto,
  type ProfileViewCounts,
} from '@ped/contracts/catalog';
import type { ServiceMessage } from '@ped/contracts';
import { SEARCH_RESULT_LIMIT } from '@ped/contracts/options';
import {
  NamespacedNatsClient,
  natsConnectionOptions,
  PreparedReads,
  startService,
  withServiceContext,
} from '@ped/nest-kit';
import pg from 'pg';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';
import { eventually, TestRpcClient } from '../../../tools/testing/rpc-client.js';
import { catalogService } from '../src/catalog.definition.js';
import { CategorySeedService } from '../src/category/category-seed.service.js';
import { ExporterSeedService } from '../src/exporter/exporter-seed.service.js';
import { CATEGORY_LIST_SQL } from '../src/category/category.sql.js';
import { exporterListSql, searchFirstSql } from '../src/exporter/exporter-list.sql.js';
import {
  EXPORTER_PROFILE_SQL,
  FEATURED_EXPORTERS_SQL,
  PUBLIC_PRODUCTS_SQL,
  SPONSORED_EXPORTERS_SQL,
} from '../src/exporter/exporter-reads.sql.js';
import { CATALOG_STATS_SQL } from '../src/stats/stats.sql.js';

describe('catalog exporters over NATS (real PostgreSQL and JetStream)', () => {
  let testEnv: TestEnv;
  let service: INestMicroservice;
  let rpc: TestRpcClient;
  let db: pg.Client;
  let seeded: number;

  const count = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ n: number }>(sql, params)).rows[0]!.n;
  const search = (text: string) =>
    rpc.send<ExporterListDto>(CATALOG_PATTERNS.exporterList, { search: text, limit: 50, offset: 0 });

  beforeAll(async () => {
    testEnv = await createTestEnv('catalog_exporters');
    seeded = await withServiceContext(
      catalogService,
      async (app) => {
        await app.get(CategorySeedService).seed();
        return app.get(ExporterSeedService).seed();
      },
      testEnv.env,
    );
    service = await startService(catalogService, testEnv.env);
    rpc = new TestRpcClient(testEnv.env);
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await rpc?.close();
    await service?.close();
    await db?.end();
    await testEnv?.dispose();
  });

  it('seeds over 200 exporters with products, and a second run adds nothing', async () => {
    expect(seeded).toBeGreaterThanOrEqual(200);
    const again = await withServiceContext(
      catalogService,
      (app) => app.get(ExporterSeedService).seed(),
      testEnv.env,
    );
    expect(again).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM catalog.exporters')).toBe(seeded);
    expect(
      await count(
        'SELECT count(*)::int AS n FROM (SELECT exporter_id FROM catalog.products GROUP BY 1 HAVING count(*) BETWEEN 2 AND 8) p',
      ),
    ).toBe(seeded);
  });

  it('records catalog.exporter.created for every seeded exporter through the outbox', async () => {
    expect(
      await count('SELECT count(*)::int AS n FROM catalog.outbox WHERE subject = $1', [
        CATALOG_SUBJECTS.exporterCreated,
      ]),
    ).toBe(seeded);
    await eventually(
      async () =>
        (await count('SELECT count(*)::int AS n FROM catalog.outbox WHERE published_at IS NULL')) === 0,
    );
  });

  it('keeps search correct when products are added, renamed and removed', async () => {
    const { rows } = await db.query<{ id: number }>(
      "SELECT id FROM catalog.exporters WHERE status = 'approved' ORDER BY id LIMIT 1",
    );
    const id = rows[0]!.id;
    expect((await search('quokka blanket')).total).toBe(0);
    const inserted = await db.query<{ id: number }>(
      "INSERT INTO catalog.products (exporter_id, name) VALUES ($1, 'Quokka Wool Blanket') RETURNING id",
      [id],
    );
    expect((await search('quokka blanket')).exporters.map((e) => e.id)).toEqual([id]);
    expect((await search('quoka')).exporters.map((e) => e.id)).toContain(id);
    await db.query("UPDATE catalog.products SET name = 'Wombat Wool Throw' WHERE id = $1", [
      inserted.rows[0]!.id,
    ]);
    expect((await search('quokka')).total).toBe(0);
    expect((await search('wombat throw')).exporters.map((e) => e.id)).toEqual([id]);
    await db.query('DELETE FROM catalog.products WHERE id = $1', [inserted.rows[0]!.id]);
    expect((await search('wombat throw')).total).toBe(0);
  });

  it('keeps list totals and stats equal to real counts as exporters are approved, moved and re-categorised', async () => {
    const list = (query: Record<string, unknown> = {}) =>
      rpc.send<ExporterListDto>(CATALOG_PATTERNS.exporterList, { limit: 1, offset: 0, ...query });
    const real = (where: string) =>
      count(`SELECT count(*)::int AS n FROM catalog.exporters e WHERE e.status = 'approved' AND ${where}`);
    const category = await count('SELECT min(id)::int AS n FROM catalog.categories');
    const check = async () => {
      expect((await list()).total).toBe(await real('true'));
      expect((await list({ city: 'Sialkot', verified: true })).total).toBe(
        await real(`e.city = 'Sialkot' AND e.is_verified`),
      );
      expect((await list({ categoryId: category, city: 'Lahore' })).total).toBe(
        await real(
          `e.city = 'Lahore' AND EXISTS (SELECT 1 FROM catalog.exporter_categories ec
             WHERE ec.exporter_id = e.id AND ec.category_id = ${category})`,
        ),
      );
      const stats = await rpc.send<{ totalExporters: number; verifiedExporters: number }>(
        CATALOG_PATTERNS.statsGet,
        {},
      );
      expect(stats).toMatchObject({
        totalExporters: await real('true'),
        verifiedExporters: await real('e.is_verified'),
      });
    };
    await check();
    const pending = await count("SELECT min(id)::int AS n FROM catalog.exporters WHERE status = 'pending'");
    await db.query(
      "UPDATE catalog.exporters SET status = 'approved', city = 'Sialkot', is_verified = true WHERE id = $1",
      [pending],
    );
    await check();
    await db.query('INSERT INTO catalog.exporter_categories (exporter_id, category_id) VALUES ($1, $2)', [
      pending,
      category,
    ]);
    await db.query("UPDATE catalog.exporters SET city = 'Lahore' WHERE id = $1", [pending]);
    await check();
    await db.query("UPDATE catalog.exporters SET status = 'rejected' WHERE id = $1", [pending]);
    await check();
  });

  it('ranks at most SEARCH_RESULT_LIMIT matches, always with the exporters named for the words', async () => {
    // More approved exporters whose products mention "yakwool" than a search ranks, and one named for it.
    await db.query(
      `INSERT INTO catalog.exporters (company_name, email, status, city)
       SELECT 'Bulk Trader ' || n, 'bulk' || n || '@example.pk', 'approved', 'Karachi'
         FROM generate_series(1, $1::int) n`,
      [SEARCH_RESULT_LIMIT + 20],
    );
    await db.query(
      `INSERT INTO catalog.products (exporter_id, name)
       SELECT id, 'Yakwool Shawl' FROM catalog.exporters WHERE company_name LIKE 'Bulk Trader %'`,
    );
    await db.query(
      "INSERT INTO catalog.exporters (company_name, email, status) VALUES ('Yakwool House', 'yak@example.pk', 'approved')",
    );
    const page = await rpc.send<ExporterListDto>(CATALOG_PATTERNS.exporterList, {
      search: 'yakwool',
      limit: 12,
      offset: 0,
    });
    expect(page).toMatchObject({ total: SEARCH_RESULT_LIMIT, totalCapped: true });
    expect(page.exporters[0]!.companyName).toBe('Yakwool House');
    const narrower = await rpc.send<ExporterListDto>(CATALOG_PATTERNS.exporterList, {
      search: 'yakwool house',
      limit: 12,
      offset: 0,
    });
    expect(narrower).toMatchObject({ total: 1, totalCapped: false });
    await db.query(
      "DELETE FROM catalog.exporters WHERE company_name LIKE 'Bulk Trader %' OR company_name = 'Yakwool House'",
    );
  });

  it('answers one-word searches from the postings exactly as the full-text path ranks them', async () => {
    const ids = (rows: { id: number | null }[]) => rows.filter((row) => row.id !== null).map((row) => row.id);
    for (const word of ['rice', 'cotton', 'surgical', 'leather', 'karachi', 'iso']) {
      for (const filter of [{}, { city: 'Sialkot' }, { verified: true }, { categoryId: 1, city: 'Lahore' }]) {
        const page = await rpc.send<ExporterListDto>(CATALOG_PATTERNS.exporterList, {
          search: word,
          limit: 50,
          offset: 0,
          ...filter,
        });
        const fullText = exporterListSql({ search: word, ...filter }, 50, 0);
        const { rows } = await db.query<{ id: number | null; total: number }>(fullText.text, fullText.values);
        expect({ word, filter, total: page.total, ids: page.exporters.map((e) => e.id) }).toEqual({
          word,
          filter,
          total: rows[0]!.total,
          ids: ids(rows),
        });
      }
    }
    // Only a query of plain words takes the postings.
    for (const [typed, lexemes] of [
      ['rices', ['rice']],
      ['surgicle', ['surgic']],
      ['basmati rice', ['basmati', 'rice']],
      ['"basmati rice"', null],
      ['"cotton"', ['cotton']],
      ['-cotton', null],
      ['cotton -rice', null],
      ['cotton or', ['cotton']],
      ['cotton or rice', null],
      ['combed cotton yarn export grade', null],
      ['the', null],
    ] as const) {
      const { rows } = await db.query<{ search_lexemes: string[] | null }>(searchFirstSql(typed, {}, 12, 0));
      expect({ typed, lexemes: rows[0]!.search_lexemes }).toEqual({ typed, lexemes });
    }
  });

  it('answers searches of several words from the postings with the full-text matches, best match first', async () => {
    const ids = (rows: { id: number | null }[]) => rows.filter((row) => row.id !== null).map((row) => row.id);
    for (const words of [
      'basmati rice',
      'cotton towels',
      'surgical scissors',
      'leather karachi',
      'rice towels',
      // Three and four words: a probe per other word, each only when the search has it.
      'cotton towels karachi',
      'surgical scissors steel sialkot',
    ]) {
      for (const filter of [{}, { city: 'Karachi' }, { verified: true, categoryId: 1 }]) {
        const page = await rpc.send<ExporterListDto>(CATALOG_PATTERNS.exporterList, {
          search: words,
          limit: 50,
          offset: 0,
          ...filter,
        });
        const fullText = exporterListSql({ search: words, ...filter }, 50, 0);
        const { rows } = await db.query<{ id: number | null; total: number }>(fullText.text, fullText.values);
        expect({ words, filter, total: page.total, ids: page.exporters.map((e) => e.id).sort() }).toEqual({
          words,
          filter,
          total: rows[0]!.total,
          ids: ids(rows).sort(),
        });
      }
    }
    const rice = await search('basmati rice');
    expect(rice.total).toBeGreaterThan(0);
    // Every exporter found has both words; its card shows the products that matched.
    for (const exporter of rice.exporters) {
      expect(exporter.matchedProducts!.length).toBeGreaterThan(0);
      expect(exporter.matchedProducts![0]!.name.toLowerCase()).toMatch(/basmati|rice/);
    }
  });

  it('runs the public reads prepared, each planned once (generic), answering as planning each call does', async () => {
    const reads = PreparedReads.connect(testEnv.databaseUrl, 'ped-test-prepared-reads', 1);
    try {
      const [{ id }] = (
        await db.query<{ id: number }>(
          "SELECT min(id) AS id FROM catalog.exporters WHERE status = 'approved'",
        )
      ).rows as [{ id: number }];
      const statements = [
        exporterListSql({ search: null }, 12, 24),
        exporterListSql({ search: null, categoryId: 1, city: 'Lahore', verified: true }, 12, 0),
        searchFirstSql('surgicle', {}, 12, 0),
        searchFirstSql('cotton', { city: 'Sialkot', verified: true, categoryId: 1 }, 12, 12),
        searchFirstSql('basmati rice', { city: 'Karachi' }, 12, 0),
        { text: EXPORTER_PROFILE_SQL, values: [id] },
        { text: SPONSORED_EXPORTERS_SQL, values: [null, null, 3, 2, 24] },
        { text: PUBLIC_PRODUCTS_SQL, values: [id] },
        { text: FEATURED_EXPORTERS_SQL, values: [6] },
        { text: CATEGORY_LIST_SQL, values: [] },
        { text: CATALOG_STATS_SQL, values: [] },
      ];
      for (const { text, values } of statements) {
        const { rows } = await db.query(text, values);
        expect(await reads.query(text, values)).toEqual(rows);
        expect(await reads.query(text, values)).toEqual(rows);
      }
      const plans = await reads.query<{ statement: string; generic: number; custom: number }>(
        `SELECT statement, generic_plans::int AS generic, custom_plans::int AS custom
           FROM pg_prepared_statements WHERE statement NOT LIKE '%pg_prepared_statements%'`,
      );
      expect(plans.map((plan) => plan.statement).sort()).toEqual(statements.map((st) => st.text).sort());
      for (const plan of plans)
        expect({ generic: plan.generic, custom: plan.custom }).toEqual({ generic: 2, custom: 0 });
    } finally {
      await reads.onApplicationShutdown();
    }
  });

  it('keeps the postings of an exporter in step with its approval, document, city and deletion', async () => {
    const list = (query: Record<string, unknown>) =>
      rpc.send<ExporterListDto>(CATALOG_PATTERNS.exporterList, { limit: 12, offset: 0, ...query });
    const found = async (query: Record<string, unknown>) => (await list(query)).exporters.map((e) => e.id);
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO catalog.exporters (company_name, email, status, city)
       VALUES ('Zebrafinch Linens', 'zebrafinch@example.pk', 'pending', 'Karachi') RETURNING id`,
    );
    const id = inserted.rows[0]!.id;
    expect(await found({ search: 'zebrafinch' })).toEqual([]);
    await db.query("UPDATE catalog.exporters SET status = 'approved' WHERE id = $1", [id]);
    expect(await found({ search: 'zebrafinch' })).toEqual([id]);
    expect(await found({ search: 'zebrafinch', city: 'Lahore' })).toEqual([]);
    await db.query("UPDATE catalog.exporters SET city = 'Lahore', is_verified = true WHERE id = $1", [id]);
    expect(await found({ search: 'zebrafinch', city: 'Lahore', verified: true })).toEqual([id]);
    // A more complete profile ranks higher: its postings follow its merit.
    await db.query("UPDATE catalog.exporters SET website = 'https://zebrafinch.pk' WHERE id = $1", [id]);
    await db.query("INSERT INTO catalog.products (exporter_id, name) VALUES ($1, 'Kingfisher Towel')", [id]);
    expect(await found({ search: 'kingfisher' })).toEqual([id]);
    await db.query("UPDATE catalog.exporters SET status = 'rejected' WHERE id = $1", [id]);
    expect(await found({ search: 'kingfisher' })).toEqual([]);
    await db.query("UPDATE catalog.exporters SET status = 'approved' WHERE id = $1", [id]);
    expect(await found({ search: 'kingfisher' })).toEqual([id]);
    await db.query('DELETE FROM catalog.exporters WHERE id = $1', [id]);
    expect(await found({ search: 'zebrafinch' })).toEqual([]);
    // Every approved exporter's postings, nothing more: the table equals a recomputation.
    expect(
      await count(`SELECT count(*)::int AS n FROM (
        (SELECT * FROM catalog.search_postings
          EXCEPT SELECT p.* FROM catalog.exporters e, catalog.exporter_search_postings(e) p)
        UNION ALL
        (SELECT p.* FROM catalog.exporters e, catalog.exporter_search_postings(e) p
          EXCEPT SELECT * FROM catalog.search_postings)) d`),
    ).toBe(0);
  });

  it('adds up emitted profile views in batches, ignoring unknown exporters', async () => {
    const client = new NamespacedNatsClient(
      natsConnectionOptions(testEnv.env.NATS_URL!, 'test'),
      testEnv.namespace,
    );
    const views = (counts: ProfileViewCounts['counts']) => {
      const message: ServiceMessage = { data: { counts }, requestId: randomUUID() };
      client.emit(CATALOG_EVENT_PATTERNS.exporterProfileViews, message).subscribe();
    };
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM catalog.exporters ORDER BY id DESC LIMIT 1',
    );
    const id = rows[0]!.id;
    // As several gateways send them: sums per exporter, unknown ids among them.
    views([{ exporterId: id, views: 20 }]);
    views([
      { exporterId: id, views: 5 },
      { exporterId: 999_999, views: 3 },
    ]);
    await eventually(
      async () =>
        (await count(
          'SELECT coalesce(max(profile_views), 0)::int AS n FROM catalog.exporter_metrics WHERE exporter_id = $1',
          [id],
        )) === 25,
    );
    expect(await count('SELECT count(*)::int AS n FROM catalog.exporter_metrics')).toBe(1);
    await client.close();
  });
});
