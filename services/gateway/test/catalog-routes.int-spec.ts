import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXPORTER_SIGNUP_MESSAGES as M, REGISTRATION_ID_PATTERN } from '@ped/contracts/options';
import { SITEMAP_PAGES } from '@ped/contracts/site';
import pg from 'pg';
import { eventually } from '../../../tools/testing/rpc-client.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';
import { freePort, spawnNode, waitForHttp, type NodeProcess } from '../../../tools/testing/node-process.js';

interface ListItem {
  id: number;
  companyName: string;
  city: string | null;
  isVerified: boolean;
  isPremium: boolean;
  categoryIds: number[];
}

const LIST_ITEM_FIELDS = [
  'businessType',
  'categoryIds',
  'certifications',
  'city',
  'companyName',
  'country',
  'description',
  'establishedYear',
  'id',
  'isPremium',
  'isVerified',
  'logoUrl',
  'medianResponseMinutes',
  'responseRate',
].sort();

function signup(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    companyName: 'Kashmir Walnut Traders',
    businessType: 'Trading Company',
    registrationNumber: 'NTN-1234567',
    yearEstablished: '2004',
    contactPersonName: 'Sana Malik',
    email: 'sana@kashmirwalnut.pk',
    phone: '+92 300 1234567',
    address: '12 Canal Road',
    city: 'Lahore',
    province: 'Punjab',
    website: 'https://kashmirwalnut.pk',
    description: 'Exporter of walnuts, almonds and dried apricots from the northern areas of Pakistan.',
    mainProducts: 'Walnuts, almonds, dried apricots',
    exportExperience: '6-10 Years',
    targetMarkets: 'UAE, Saudi Arabia, UK',
    employeeCount: '11-50',
    certifications: ['Halal Certification'],
    agreeToTerms: true,
    agreeToDataProcessing: true,
    ...overrides,
  };
}

describe('catalogue routes: gateway → NATS → catalog/messaging → PostgreSQL', () => {
  let testEnv: TestEnv;
  let catalog: NodeProcess;
  let messaging: NodeProcess;
  let gateway: NodeProcess;
  let base: string;
  let db: pg.Client;
  let clientIp = 0;

  /** Each call from its own address (the edge's X-Forwarded-For), so rate limits stay out of the way. */
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: { 'x-forwarded-for': `10.1.0.${++clientIp}`, ...(init.headers ?? {}) },
    });
  const json = async <T>(path: string): Promise<T> => {
    const response = await api(path);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  const post = (path: string, body: unknown, ip?: string) =>
    api(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(ip ? { 'x-forwarded-for': ip } : {}) },
      body: JSON.stringify(body),
    });
  const scalar = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0]?.n;
  const exporterWithStatus = (status: string) =>
    scalar('SELECT min(id) AS n FROM catalog.exporters WHERE status = $1', [status]);

  beforeAll(async () => {
    testEnv = await createTestEnv('catalog_routes', { seeded: true });
    catalog = spawnNode('services/catalog/dist/main.js', testEnv.env);
    messaging = spawnNode('services/messaging/dist/main.js', testEnv.env);
    const port = await freePort();
    gateway = spawnNode('services/gateway/dist/main.js', {
      ...testEnv.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ped-gateway-')),
    });
    base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/.well-known/jwks.json`, gateway);
    await eventually(async () => {
      const { checks } = (await (await fetch(`${base}/api/health`)).json()) as {
        checks: Record<string, boolean>;
      };
      return checks.catalog === true && checks.messaging === true;
    }, 20_000);
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await gateway?.stop();
    await messaging?.stop();
    await catalog?.stop();
    await testEnv?.dispose();
  });

  describe('GET /api/exporters', () => {
    it('answers the first 12 approved exporters with exactly the public fields and the real total', async () => {
      const page = await json<{ exporters: ListItem[]; total: number }>('/api/exporters');
      const approved = await scalar(
        "SELECT count(*)::int AS n FROM catalog.exporters WHERE status = 'approved'",
      );
      expect(approved).toBeGreaterThan(150);
      expect(page.total).toBe(approved);
      expect(page.exporters).toHaveLength(12);
      expect(Object.keys(page.exporters[0]!).sort()).toEqual(LIST_ITEM_FIELDS);
      const statuses = await db.query('SELECT DISTINCT status FROM catalog.exporters WHERE id = ANY($1)', [
        page.exporters.map((e) => e.id),
      ]);
      expect(statuses.rows).toEqual([{ status: 'approved' }]);
    });

    it('pages without overlap and answers an empty page with the real total past the end', async () => {
      const first = await json<{ exporters: ListItem[]; total: number }>('/api/exporters?limit=12&offset=0');
      const second = await json<{ exporters: ListItem[]; total: number }>(
        '/api/exporters?limit=12&offset=12',
      );
      const overlap = second.exporters.filter((e) => first.exporters.some((f) => f.id === e.id));
      expect(overlap).toEqual([]);
      const past = await json<{ exporters: ListItem[]; total: number }>(
        `/api/exporters?offset=${first.total}`,
      );
      expect(past).toEqual({ exporters: [], total: first.total, totalCapped: false });
      const all = await json<{ exporters: ListItem[] }>('/api/exporters?limit=50');
      expect(all.exporters).toHaveLength(50);
    });

    it('answers 400 naming the field for limit 51, limit 0, a negative offset and non-numbers', async () => {
      for (const [query, field, message] of [
        ['limit=51', 'limit', 'limit must not be greater than 50'],
        ['limit=0', 'limit', 'limit must be at least 1'],
        ['limit=abc', 'limit', 'limit must be a whole number'],
        ['offset=-1', 'offset', 'offset must not be negative'],
        ['categoryId=x', 'categoryId', 'categoryId must be a whole number'],
        [
          'city=Paris',
          'city',
          'city must be one of: Karachi, Lahore, Islamabad, Faisalabad, Sialkot, Multan',
        ],
        ['verified=yes', 'verified', 'verified must be true or false'],
      ]) {
        const response = await api(`/api/exporters?${query}`);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          reason: 'INVALID_FIELDS',
          message,
          details: [{ field, messages: expect.arrayContaining([message]) }],
        });
      }
      expect((await api('/api/exporters?role=admin')).status).toBe(400);
    });

    it('combines the category, city and verified filters, with totals that match the database', async () => {
      const sialkot = await json<{ exporters: ListItem[]; total: number }>(
        '/api/exporters?city=Sialkot&verified=true&limit=50',
      );
      expect(sialkot.total).toBe(
        await scalar(
          "SELECT count(*)::int AS n FROM catalog.exporters WHERE status = 'approved' AND city = 'Sialkot' AND is_verified",
        ),
      );
      expect(sialkot.total).toBeGreaterThan(0);
      for (const e of sialkot.exporters) expect(e).toMatchObject({ city: 'Sialkot', isVerified: true });

      const rice = await scalar("SELECT id AS n FROM catalog.categories WHERE slug = 'rice-grains'");
      const inCategory = await json<{ exporters: ListItem[]; total: number }>(
        `/api/exporters?categoryId=${rice}&city=Lahore&limit=50`,
      );
      expect(inCategory.total).toBeGreaterThan(0);
      for (const e of inCategory.exporters) {
        expect(e.categoryIds).toContain(rice);
        expect(e.city).toBe('Lahore');
      }
      // Empty values from a form mean "no filter".
      const unfiltered = await json<{ total: number }>('/api/exporters?search=&city=&categoryId=&verified=');
      expect(unfiltered.total).toBe((await json<{ total: number }>('/api/exporters')).total);
    });

    it('finds exporters through misspellings ("surgicle", "basmati rise", "cotton towls"), ranked, and combined with filters', async () => {
      const surgical = await scalar(
        `SELECT e.id AS n FROM catalog.exporters e JOIN catalog.exporter_categories ec ON ec.exporter_id = e.id
           JOIN catalog.categories c ON c.id = ec.category_id
          WHERE c.slug = 'surgical-instruments' AND e.status = 'approved' ORDER BY e.id LIMIT 1`,
      );
      const surgicle = await json<{ exporters: ListItem[]; total: number; correctedSearch?: string }>(
        '/api/exporters?search=surgicle&limit=50',
      );
      expect(surgicle.exporters.map((e) => e.id)).toContain(surgical);
      expect(surgicle.correctedSearch).toBe('surgical');

      const basmati = await json<{ exporters: ListItem[]; total: number; correctedSearch?: string }>(
        '/api/exporters?search=basmati%20rise',
      );
      expect(basmati.total).toBeGreaterThan(0);
      expect(basmati.correctedSearch).toBe('basmati rice');
      const products = await json<{ name: string }[]>(`/api/exporters/${basmati.exporters[0]!.id}/products`);
      expect(products.map((p) => p.name).join(' ')).toMatch(/Basmati/);
      // "towls" is as near "tools" as "towel": corrected as a phrase, to the one that finds exporters.
      const towels = await json<{ total: number; correctedSearch?: string }>(
        '/api/exporters?search=cotton%20towls',
      );
      expect(towels.correctedSearch).toBe('cotton towel');
      expect(towels.total).toBeGreaterThan(0);
      expect(towels).not.toHaveProperty('searchAlternatives');
      // Alone, both find exporters and are as near: the other is offered as "Did you mean".
      const towls = await json<{ correctedSearch?: string; searchAlternatives?: string[] }>(
        '/api/exporters?search=towls',
      );
      expect(towls).toMatchObject({ correctedSearch: 'tools', searchAlternatives: ['towel'] });

      const exact = await json<{ exporters: ListItem[]; correctedSearch?: string }>(
        '/api/exporters?search=surgical%20instruments',
      );
      expect(exact.exporters[0]!.categoryIds.length).toBeGreaterThan(0);
      // Known words, stop words and search syntax are left as typed.
      expect(exact.correctedSearch).toBeUndefined();
      const syntax = await json<{ correctedSearch?: string }>(
        `/api/exporters?search=${encodeURIComponent('"basmati rice" or leather -shoes for export')}`,
      );
      expect(syntax.correctedSearch).toBeUndefined();
      const combined = await json<{ exporters: ListItem[]; total: number }>(
        '/api/exporters?search=basmati&city=Karachi&limit=50',
      );
      expect(combined.total).toBeLessThanOrEqual(basmati.total);
      for (const e of combined.exporters) expect(e.city).toBe('Karachi');
    });

    it('treats injection-shaped searches as plain text', async () => {
      const before = await scalar('SELECT count(*)::int AS n FROM catalog.exporters');
      for (const search of [
        "'; DROP TABLE catalog.exporters; --",
        '%',
        '\\',
        '" OR 1=1 --',
        '%_%',
        "')) OR (('1'='1",
      ]) {
        const response = await api(`/api/exporters?search=${encodeURIComponent(search)}`);
        expect(response.status).toBe(200);
        const page = (await response.json()) as { exporters: ListItem[]; total: number };
        expect(page.total).toBeLessThan(before);
      }
      expect(await scalar('SELECT count(*)::int AS n FROM catalog.exporters')).toBe(before);
    });
  });

  describe('GET /api/exporters/featured', () => {
    it('answers a handful of approved verified exporters, the most complete profiles first, whatever their plan', async () => {
      const featured = await json<ListItem[]>('/api/exporters/featured');
      expect(featured.length).toBeGreaterThan(0);
      expect(featured.length).toBeLessThanOrEqual(6);
      for (const e of featured) expect(e.isVerified).toBe(true);
      const merits = await meritsOf(featured.map((e) => e.id));
      expect(merits).toEqual([...merits].sort((a, b) => b - a));
      expect(await json<ListItem[]>('/api/exporters/featured')).toEqual(featured);
    });
  });

  /** The merit (catalog.exporter_merit) of each id, in the order given. */
  const meritsOf = async (ids: number[]) => {
    const { rows } = await db.query<{ id: number; merit: number }>(
      'SELECT id, merit FROM catalog.exporters WHERE id = ANY($1)',
      [ids],
    );
    return ids.map((id) => rows.find((row) => row.id === id)!.merit);
  };

  describe('ranking that cannot be bought, sorts, filters and products', () => {
    type Page = { exporters: (ListItem & Record<string, unknown>)[]; total: number; totalCapped: boolean };

    it('ranks by match, verification and completeness; a premium plan moves nothing in the ranked list', async () => {
      await db.query(`
        INSERT INTO catalog.exporters (company_name, email, status, city, is_premium)
        VALUES ('Quokkaleaf Premium Traders', 'q1@example.pk', 'approved', 'Karachi', true)`);
      await db.query(`
        INSERT INTO catalog.exporters (company_name, email, status, city, is_verified, website, phone,
          contact_person, address, established_year, certifications, business_type, description)
        VALUES ('Quokkaleaf Verified Mills', 'q2@example.pk', 'approved', 'Karachi', true, 'https://q.pk',
          '+92 21 1234567', 'Ali', '1 Mall Road', 1990, '{ISO Certification}', 'Manufacturer', repeat('Quokkaleaf towels. ', 8))`);
      const found = await json<Page>('/api/exporters?search=quokkaleaf');
      expect(found.exporters.map((e) => e.companyName)).toEqual([
        'Quokkaleaf Verified Mills',
        'Quokkaleaf Premium Traders',
      ]);
      const browse = await json<Page>('/api/exporters?limit=50&sort=relevance');
      const merits = await meritsOf(browse.exporters.map((e) => e.id));
      expect(merits).toEqual([...merits].sort((a, b) => b - a));
    });

    it('shows at most 2 sponsored premium members per page, taking turns, matching the category', async () => {
      const first = await json<{ exporters: ListItem[] }>('/api/exporters/sponsored?page=1');
      const second = await json<{ exporters: ListItem[] }>('/api/exporters/sponsored?page=2');
      expect(first.exporters.length).toBe(2);
      for (const e of [...first.exporters, ...second.exporters]) expect(e.isPremium).toBe(true);
      expect(second.exporters.map((e) => e.id)).not.toEqual(first.exporters.map((e) => e.id));
      const rice = await scalar("SELECT id AS n FROM catalog.categories WHERE slug = 'rice-grains'");
      const inCategory = await json<{ exporters: ListItem[] }>(
        `/api/exporters/sponsored?categoryId=${rice}&page=1`,
      );
      for (const e of inCategory.exporters) expect(e.categoryIds).toContain(rice);
      expect((await api('/api/exporters/sponsored?page=0')).status).toBe(400);
    });

    it('sorts by newest and by years in business, and filters by business type, certification and minimum order', async () => {
      const newest = await json<Page>('/api/exporters?sort=newest&limit=20');
      const { rows } = await db.query<{ id: number }>(
        "SELECT id FROM catalog.exporters WHERE status = 'approved' ORDER BY created_at DESC, id DESC LIMIT 20",
      );
      expect(newest.exporters.map((e) => e.id)).toEqual(rows.map((row) => row.id));
      const years = await json<Page>('/api/exporters?sort=years&limit=50');
      const established = years.exporters.map((e) => e.establishedYear as number);
      expect(established).toEqual([...established].sort((a, b) => a - b));

      const manufacturers = await json<Page>('/api/exporters?businessType=Manufacturer&limit=50');
      expect(manufacturers.total).toBeGreaterThan(0);
      for (const e of manufacturers.exporters) expect(e.businessType).toBe('Manufacturer');
      const ce = await json<Page>(
        `/api/exporters?certification=${encodeURIComponent('CE Marking')}&limit=50`,
      );
      expect(ce.total).toBeGreaterThan(0);
      for (const e of ce.exporters) expect(e.certifications).toContain('CE Marking');
      const smallOrders = await json<Page>('/api/exporters?maxMinimumOrder=50&limit=50');
      expect(smallOrders.total).toBeGreaterThan(0);
      const { rows: qualifying } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM unnest($1::int[]) AS u(id)
          WHERE EXISTS (SELECT 1 FROM catalog.products p WHERE p.exporter_id = u.id AND p.minimum_order_quantity <= 50)`,
        [smallOrders.exporters.map((e) => e.id)],
      );
      expect(qualifying[0]!.n).toBe(smallOrders.exporters.length);

      for (const [query, field] of [
        ['sort=cheapest', 'sort'],
        ['businessType=Farmer', 'businessType'],
        ['certification=ISO', 'certification'],
        ['maxMinimumOrder=0', 'maxMinimumOrder'],
        ['exact=maybe', 'exact'],
      ]) {
        const response = await api(`/api/exporters?${query}`);
        expect(response.status).toBe(400);
        expect(JSON.stringify(await response.json())).toContain(field);
      }
    });

    it('filters by a minimum response rate and sorts by it, exporters without figures after the others', async () => {
      const { rows } = await db.query<{ id: number }>(
        "SELECT id FROM catalog.exporters WHERE status = 'approved' ORDER BY id DESC LIMIT 3",
      );
      const [fast, slow, mid] = rows.map((row) => row.id);
      // As the response events publish them (response-metrics.int-spec covers how they are computed).
      await db.query(
        `UPDATE catalog.exporters e SET response_rate = v.rate, median_response_minutes = v.minutes
           FROM (VALUES ($1::int, 95.5, 30), ($2::int, 60, 900), ($3::int, 85, 120)) AS v(id, rate, minutes)
          WHERE e.id = v.id`,
        [fast, slow, mid],
      );
      try {
        const sorted = await json<Page>('/api/exporters?sort=response&limit=5');
        expect(sorted.exporters.slice(0, 4).map((e) => [e.id, e.responseRate])).toEqual([
          [fast, 95.5],
          [mid, 85],
          [slow, 60],
          [expect.any(Number), null],
        ]);
        expect(sorted.exporters[0]!.medianResponseMinutes).toBe(30);
        const responsive = await json<Page>('/api/exporters?responseRate=80&limit=7');
        expect(responsive.exporters.map((e) => e.id).sort()).toEqual([fast, mid].sort());
        expect(responsive.total).toBe(2);
        expect((await api('/api/exporters?responseRate=101')).status).toBe(400);
      } finally {
        await db.query(
          'UPDATE catalog.exporters SET response_rate = NULL, median_response_minutes = NULL WHERE id = ANY($1)',
          [[fast, slow, mid]],
        );
      }
    });

    it('shows the products that matched on each card of a search; exact searches the words as typed', async () => {
      const towels = await json<Page>('/api/exporters?search=cotton%20towels');
      expect(towels.total).toBeGreaterThan(0);
      for (const e of towels.exporters) {
        const matched = e.matchedProducts as { name: string; price: string | null; unit: string | null }[];
        expect(matched.length).toBeGreaterThan(0);
        expect(matched.length).toBeLessThanOrEqual(3);
        expect(Object.keys(matched[0]!).sort()).toEqual(['id', 'minimumOrder', 'name', 'price', 'unit']);
        expect(matched[0]!.name).toMatch(/cotton|towel/i);
      }
      const browse = await json<Page>('/api/exporters');
      expect(browse.exporters[0]).not.toHaveProperty('matchedProducts');
      const asTyped = await json<Page & { correctedSearch?: string }>(
        '/api/exporters?search=surgicle&exact=true',
      );
      expect(asTyped).toMatchObject({ total: 0, totalCapped: false });
      expect(asTyped.correctedSearch).toBeUndefined();
    });

    it('lists products with the same filters: search, category, minimum order and sort', async () => {
      type Products = {
        products: {
          name: string;
          description: string | null;
          categoryId: number | null;
          minimumOrder: string | null;
          exporter: { id: number; companyName: string };
        }[];
        total: number;
        totalCapped: boolean;
        correctedSearch?: string;
      };
      const basmati = await json<Products>('/api/products?search=basmati');
      expect(basmati.total).toBeGreaterThan(0);
      for (const p of basmati.products) {
        expect(`${p.name} ${p.description}`).toMatch(/basmati/i);
        expect(p.exporter.companyName.length).toBeGreaterThan(0);
      }
      const misspelt = await json<Products>('/api/products?search=basmatti');
      expect(misspelt.correctedSearch).toBe('basmati');
      const rice = await scalar("SELECT id AS n FROM catalog.categories WHERE slug = 'rice-grains'");
      const inCategory = await json<Products>(
        `/api/products?categoryId=${rice}&maxMinimumOrder=5000&sort=newest&limit=50`,
      );
      expect(inCategory.total).toBeGreaterThan(0);
      for (const p of inCategory.products) {
        expect(p.categoryId).toBe(rice);
        expect(Number(p.minimumOrder!.replace(/,/g, '').match(/^\d+/)![0])).toBeLessThanOrEqual(5000);
      }
      expect((await api('/api/products?limit=51')).status).toBe(400);
    });
  });

  describe('GET /api/exporters/{id} and /products', () => {
    it('answers an approved exporter’s profile and products (prices as exact decimals)', async () => {
      const id = await exporterWithStatus('approved');
      const exporter = await json<Record<string, unknown>>(`/api/exporters/${id}`);
      expect(exporter).toMatchObject({ id, status: 'approved', country: 'Pakistan' });
      expect(Object.keys(exporter)).toEqual(
        expect.arrayContaining([
          'email',
          'phone',
          'website',
          'address',
          'contactPerson',
          'productCount',
          'createdAt',
        ]),
      );
      const products = await json<{ id: number; exporterId: number; price: string }[]>(
        `/api/exporters/${id}/products`,
      );
      expect(products).toHaveLength(exporter.productCount as number);
      const ids = products.map((product) => product.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(products.length).toBeGreaterThanOrEqual(2);
      for (const product of products) {
        expect(product.exporterId).toBe(id);
        expect(product.price).toMatch(/^\d+\.\d{2}$/);
      }
    });

    it('answers an approved exporter without products with an empty list', async () => {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO catalog.exporters (company_name, email, status, city)
         VALUES ('Empty Shelf Traders', 'empty-shelf@example.pk', 'approved', 'Multan') RETURNING id`,
      );
      expect(await json(`/api/exporters/${rows[0]!.id}/products`)).toEqual([]);
    });

    it('answers 404 "Exporter Not Found" for unknown, pending and rejected exporters', async () => {
      for (const id of [999_999, await exporterWithStatus('pending'), await exporterWithStatus('rejected')]) {
        for (const path of [`/api/exporters/${id}`, `/api/exporters/${id}/products`]) {
          const response = await api(path);
          expect(response.status).toBe(404);
          expect(await response.json()).toEqual({
            statusCode: 404,
            code: 'NOT_FOUND',
            reason: 'EXPORTER_NOT_FOUND',
            message: 'Exporter Not Found',
          });
        }
      }
    });

    it('answers 400 for an id that is not a positive whole number', async () => {
      for (const id of ['abc', '1.5', '-1', '0', '99999999999']) {
        const response = await api(`/api/exporters/${id}`);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ details: [{ field: 'id' }] });
      }
    });

    it('counts profile views into exporter_metrics, off the read path', async () => {
      const id = await scalar("SELECT max(id) AS n FROM catalog.exporters WHERE status = 'approved'");
      for (let i = 0; i < 3; i += 1) await json(`/api/exporters/${id}`);
      await eventually(
        async () =>
          (await scalar('SELECT profile_views AS n FROM catalog.exporter_metrics WHERE exporter_id = $1', [
            id,
          ])) === 3,
      );
    });
  });

  describe('GET /api/stats', () => {
    it('composes the catalog counts (approved exporters) with messaging’s contact count', async () => {
      const stats = await json<Record<string, number>>('/api/stats');
      expect(stats).toEqual({
        verifiedExporters: await scalar(
          "SELECT count(*)::int AS n FROM catalog.exporters WHERE status = 'approved' AND is_verified",
        ),
        totalCategories: 18,
        totalContacts: 0,
        totalExporters: await scalar(
          "SELECT count(*)::int AS n FROM catalog.exporters WHERE status = 'approved'",
        ),
        buyerCountries: 0,
      });
    });
  });

  describe('GET /api/sitemap.xml (the edge serves it as /sitemap.xml)', () => {
    it('lists the public pages, every category and every approved exporter, as URLs on the public origin', async () => {
      const response = await api('/api/sitemap.xml');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const xml = await response.text();
      expect(xml).toMatch(
        /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
      );
      const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      const slugs = (await db.query<{ slug: string }>('SELECT slug FROM catalog.categories ORDER BY id'))
        .rows;
      const approved = (
        await db.query<{ id: number }>(
          "SELECT id FROM catalog.exporters WHERE status = 'approved' ORDER BY id",
        )
      ).rows;
      expect(urls).toEqual([
        ...SITEMAP_PAGES.map((path) => `http://localhost:8080${path}`),
        ...slugs.map(({ slug }) => `http://localhost:8080/category/${slug}`),
        ...approved.map(({ id }) => `http://localhost:8080/exporters/${id}`),
      ]);
      expect(urls).toContain('http://localhost:8080/help');
      expect(urls).not.toContain(`http://localhost:8080/exporters/${await exporterWithStatus('pending')}`);
    });
  });

  describe('POST /api/exporter/signup', () => {
    it('stores the application with a pending exporter and its events, answering 201 {registrationId}', async () => {
      const response = await post('/api/exporter/signup', signup());
      expect(response.status).toBe(201);
      const { registrationId } = (await response.json()) as { registrationId: string };
      expect(registrationId).toMatch(REGISTRATION_ID_PATTERN);
      const { rows } = await db.query(
        `SELECT a.status, a.province, a.certifications, e.status AS exporter_status, e.established_year
           FROM catalog.exporter_applications a JOIN catalog.exporters e ON e.id = a.exporter_id
          WHERE a.registration_id = $1`,
        [registrationId],
      );
      expect(rows).toEqual([
        {
          status: 'pending',
          province: 'Punjab',
          certifications: ['Halal Certification'],
          exporter_status: 'pending',
          established_year: 2004,
        },
      ]);
      const events = await db.query(
        `SELECT subject FROM catalog.outbox WHERE envelope->'data'->>'registrationId' = $1
            OR (subject = 'catalog.exporter.created' AND envelope->'data'->>'companyName' = 'Kashmir Walnut Traders')
          ORDER BY id`,
        [registrationId],
      );
      expect(events.rows.map((r) => r.subject)).toEqual([
        'catalog.exporter.created',
        'catalog.exporter_application.submitted',
      ]);
      // Pending: not public yet.
      const search = await json<{ total: number }>('/api/exporters?search=kashmir%20walnut');
      expect(search.total).toBe(0);
    });

    it('answers 409 for a second application with the same e-mail, however capitalised', async () => {
      const response = await post(
        '/api/exporter/signup',
        signup({ companyName: 'Another Walnut Co', email: 'SANA@KashmirWalnut.pk' }),
      );
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({
        code: 'CONFLICT',
        reason: 'APPLICATION_EMAIL_TAKEN',
        message: expect.stringContaining('already exists'),
      });
      expect(
        await scalar(
          "SELECT count(*)::int AS n FROM catalog.exporter_applications WHERE lower(email) = 'sana@kashmirwalnut.pk'",
        ),
      ).toBe(1);
    });

    it('names every missing field with the spec’s messages', async () => {
      const response = await post('/api/exporter/signup', {});
      expect(response.status).toBe(400);
      const body = (await response.json()) as {
        message: string;
        details: { field: string; messages: string[] }[];
      };
      expect(body.message).toBe(M.companyName);
      const first = Object.fromEntries(body.details.map((d) => [d.field, d.messages[0]]));
      expect(first).toEqual({
        companyName: M.companyName,
        businessType: M.businessType,
        yearEstablished: M.yearEstablished,
        contactPersonName: M.contactPersonName,
        email: M.email,
        phone: M.phone,
        address: M.address,
        city: M.city,
        province: M.province,
        description: M.description,
        mainProducts: M.mainProducts,
        exportExperience: M.exportExperience,
        targetMarkets: M.targetMarkets,
        employeeCount: M.employeeCount,
        agreeToTerms: M.agreeToTerms,
        agreeToDataProcessing: M.agreeToDataProcessing,
      });
    });

    it('applies each rule of the form with its message', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ website: 'not a url' }, 'website', M.website],
        [{ description: 'Too short to describe a company.' }, 'description', M.description],
        [{ yearEstablished: '199' }, 'yearEstablished', M.yearEstablished],
        [{ email: 'sana@' }, 'email', M.email],
        [{ agreeToTerms: false }, 'agreeToTerms', M.agreeToTerms],
        [{ agreeToDataProcessing: false }, 'agreeToDataProcessing', M.agreeToDataProcessing],
        [{ businessType: 'Smuggler' }, 'businessType', M.businessType],
        [{ province: 'Texas' }, 'province', M.province],
        [{ employeeCount: '7' }, 'employeeCount', M.employeeCount],
        [{ exportExperience: 'Forever' }, 'exportExperience', M.exportExperience],
        [{ companyName: '   ' }, 'companyName', M.companyName],
      ];
      for (const [override, field, message] of cases) {
        const response = await post(
          '/api/exporter/signup',
          signup({ email: `case-${field}@x.pk`, ...override }),
        );
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          message,
          details: [{ field, messages: expect.arrayContaining([message]) }],
        });
      }
      expect((await post('/api/exporter/signup', signup({ isVerified: true, email: 'x@y.pk' }))).status).toBe(
        400,
      );
    });

    it('accepts an empty website and optional fields left out', async () => {
      const {
        registrationNumber: _r,
        certifications: _c,
        ...required
      } = signup({
        email: 'minimal@exporter.pk',
        website: '',
      });
      const response = await post('/api/exporter/signup', required);
      expect(response.status).toBe(201);
      const { rows } = await db.query(
        'SELECT website, certifications FROM catalog.exporter_applications WHERE email = $1',
        ['minimal@exporter.pk'],
      );
      expect(rows).toEqual([{ website: null, certifications: [] }]);
    });

    it('is rate-limited per address (429 with Retry-After)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push((await post('/api/exporter/signup', {}, '10.9.9.9')).status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      const limited = await post('/api/exporter/signup', {}, '10.9.9.9');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  });

  it('documents the new routes in the OpenAPI document', async () => {
    const document = (await (await fetch(`${base}/api/docs-json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/exporters',
        '/api/exporters/featured',
        '/api/exporters/{id}',
        '/api/exporters/{id}/products',
        '/api/stats',
        '/api/exporter/signup',
      ]),
    );
  });
});
