import 'reflect-metadata';
import {
  BUYER_PROFILE_MESSAGES,
  BUYER_TOOL_MESSAGES,
  TRADE_TERMS_MESSAGES as B,
  MAX_SAVED_SEARCHES,
  REQUIREMENT_MESSAGES as M,
} from '@ped/contracts/options';
import pg from 'pg';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { expectFieldError, gatewayCalls, type FieldErrors } from '../../../tools/testing/gateway-calls.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

const PASSWORD = 'Hamburg-Importer-2026';
const MAX_INT4 = 2_147_483_647;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Requirement {
  id: number;
  title: string;
  status: string;
  quantity: string | null;
  expiresAt: string | null;
  [field: string]: unknown;
}
interface SavedExporter {
  id: number;
  exporterId: number;
  notes: string | null;
  exporter: { id: number; companyName: string };
}
interface SavedSearch {
  id: number;
  name: string;
  filters: Record<string, unknown>;
  matchCount: number;
  matchCountCapped: boolean;
  newCount: number;
  lastOpenedAt: string;
}

/** Every buyer route with an id in its path, with a body it accepts. */
const ID_ROUTES = (ids: { requirement: number; exporter: number; search: number }) =>
  [
    ['PATCH', `/api/buyer/requirements/${ids.requirement}`, { title: 'Taken over' }],
    ['PATCH', `/api/buyer/saved-exporters/${ids.exporter}`, { notes: 'mine now' }],
    ['DELETE', `/api/buyer/saved-searches/${ids.search}`, undefined],
    ['POST', `/api/buyer/saved-searches/${ids.search}/open`, {}],
  ] as const;

const BUYER_ROUTES = [
  ['GET', '/api/buyer/requirements'],
  ['POST', '/api/buyer/requirements'],
  ['PATCH', '/api/buyer/requirements/1'],
  ['GET', '/api/buyer/saved-exporters'],
  ['GET', '/api/buyer/saved-exporters/ids'],
  ['POST', '/api/buyer/saved-exporters'],
  ['PATCH', '/api/buyer/saved-exporters/1'],
  ['DELETE', '/api/buyer/saved-exporters/1'],
  ['GET', '/api/buyer/saved-searches'],
  ['POST', '/api/buyer/saved-searches'],
  ['DELETE', '/api/buyer/saved-searches/1'],
  ['POST', '/api/buyer/saved-searches/1/open'],
] as const;

describe('buyer routes: requirements, saved exporters, saved searches and compare (gateway → catalog)', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let db: pg.Client;
  let buyerA: string;
  let buyerB: string;
  let exporter: string;
  let admin: string;

  const { call, tokenOf, person } = gatewayCalls(
    () => system.base,
    '10.9',
    PASSWORD,
    () => testEnv.databaseUrl,
  );
  const scalar = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0]?.n;
  const exporterWithStatus = (status: string, skip = 0) =>
    scalar('SELECT id AS n FROM catalog.exporters WHERE status = $1 ORDER BY id OFFSET $2 LIMIT 1', [
      status,
      skip,
    ]);
  const post = (token: string | null, path: string, body: unknown) => call(token, 'POST', path, body);
  const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
  const requirement = (overrides: Record<string, unknown> = {}) => ({
    title: 'Basmati rice 1121, 2 x 40 ft',
    description: 'Sella basmati 1121, long grain, packed in 25 kg PP bags, CIF Hamburg.',
    quantityAmount: 50,
    quantityUnit: 'MT',
    incoterm: 'CIF',
    destination: 'Hamburg',
    deadline: inDays(30),
    ...overrides,
  });

  beforeAll(async () => {
    testEnv = await createTestEnv('buyer_routes', { seeded: true });
    system = await startBuiltSystem(testEnv.env, ['catalog', 'identity']);
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    buyerA = await tokenOf('/api/buyer/register', person('anna'));
    buyerB = await tokenOf('/api/buyer/register', person('bruno'));
    exporter = await tokenOf('/api/auth/register', person('exporter'));
    await tokenOf('/api/auth/register', person('staff'));
    await db.query("UPDATE identity.users SET role = 'admin' WHERE email = 'staff@example.com'");
    admin = await tokenOf('/api/auth/login', { email: 'staff@example.com', password: PASSWORD });
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
    await testEnv?.dispose();
  });

  describe('access', () => {
    it.each(BUYER_ROUTES)('%s %s: visitors 401, exporters and admins 403', async (method, path) => {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await call(null, method, path, body)).status).toBe(401);
      expect((await call(exporter, method, path, body)).status).toBe(403);
      expect((await call(admin, method, path, body)).status).toBe(403);
    });
  });

  describe('POST /api/buyer/requirements', () => {
    it('posts an active, public requirement expiring at its deadline’s end, empty texts stored as none, with its event', async () => {
      const rice = await scalar("SELECT id AS n FROM catalog.categories WHERE slug = 'rice-grains'");
      const posted = await post(
        buyerA,
        '/api/buyer/requirements',
        requirement({
          categoryId: rice,
          specValues: {
            variety: '1121 Basmati',
            processing: 'Sella (parboiled)',
            brokenPercent: '2',
            packing: '25 kg PP bags',
          },
          targetPrice: '900',
          targetCurrency: 'USD',
          quantity: '2 x 40 ft containers',
          budgetRange: '',
          paymentTerms: 'Letter of Credit (LC)',
          certificationNeeds: ['Halal Certification', 'Halal Certification'],
        }),
      );
      expect(posted.status).toBe(201);
      const created = posted.body as unknown as Requirement;
      expect(created).toEqual({
        id: expect.any(Number),
        title: 'Basmati rice 1121, 2 x 40 ft',
        description: requirement().description,
        categoryId: rice,
        categoryName: 'Rice & Grains',
        productSpecifications: null,
        quantity: '2 x 40 ft containers',
        budgetRange: null,
        timeline: null,
        deliveryLocation: null,
        paymentTerms: 'Letter of Credit (LC)',
        certificationNeeds: ['Halal Certification'],
        isPublic: true,
        status: 'active',
        specValues: {
          variety: '1121 Basmati',
          processing: 'Sella (parboiled)',
          brokenPercent: 2,
          packing: '25 kg PP bags',
        },
        quantityAmount: 50,
        quantityUnit: 'MT',
        incoterm: 'CIF',
        destination: 'Hamburg',
        targetPrice: 900,
        targetCurrency: 'USD',
        deadline: inDays(30),
        expiresAt: new Date(Date.parse(`${inDays(31)}T00:00:00Z`)).toISOString(),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        responseCount: 0,
        pendingResponseCount: 0,
      });
      const events = await db.query(
        `SELECT envelope->'data' AS data, envelope->'actor'->>'kind' AS actor FROM catalog.outbox
          WHERE subject = 'catalog.requirement.posted' AND (envelope->'data'->>'id')::int = $1`,
        [created.id],
      );
      expect(events.rows).toEqual([
        {
          actor: 'buyer',
          data: {
            id: created.id,
            buyerUserId: expect.any(Number),
            categoryId: rice,
            title: created.title,
            status: 'active',
            isPublic: true,
            expiresAt: created.expiresAt,
          },
        },
      ]);
    });

    it('takes a private requirement without a category (then no template and no answers)', async () => {
      const posted = await post(
        buyerA,
        '/api/buyer/requirements',
        requirement({ isPublic: false, deadline: inDays(0) }),
      );
      expect(posted.status).toBe(201);
      expect(posted.body).toMatchObject({
        isPublic: false,
        deadline: inDays(0),
        specValues: {},
        categoryId: null,
        categoryName: null,
      });
    });

    it.each([
      ['no title', { title: undefined }, 'title'],
      ['an empty title', { title: '' }, 'title'],
      ['a blank title', { title: '   ' }, 'title'],
      ['no description', { description: undefined }, 'description'],
      ['an empty description', { description: '' }, 'description'],
      ['a number as title', { title: 42 }, 'title'],
    ])('refuses %s with "Missing Information"', async (_, overrides, field) => {
      const answer = await post(buyerA, '/api/buyer/requirements', requirement(overrides));
      expectFieldError(answer, field, M.missingInformation);
      expect((answer.body as unknown as FieldErrors).message).toBe(M.missingInformation);
    });

    it.each([
      ['a category that does not exist', { categoryId: 999_999 }, 'categoryId', M.category],
      ['a category id above int4', { categoryId: MAX_INT4 + 1 }, 'categoryId', M.category],
      ['a category that is not a number', { categoryId: 'rice' }, 'categoryId', M.category],
      ['a title over 255 characters', { title: 'x'.repeat(256) }, 'title', undefined],
      ['a quantity over 100 characters', { quantity: 'x'.repeat(101) }, 'quantity', undefined],
      [
        'a certification not in the list',
        { certificationNeeds: ['Gold Star'] },
        'certificationNeeds',
        M.certification,
      ],
      [
        'certifications as text',
        { certificationNeeds: 'ISO Certification' },
        'certificationNeeds',
        undefined,
      ],
      ['a deadline in the past', { deadline: '2020-01-01' }, 'deadline', B.deadline],
      ['a deadline that is not a date', { deadline: 'soon' }, 'deadline', B.deadline],
      ['a quantity without its unit', { quantityUnit: undefined }, 'quantityUnit', B.quantityUnit],
      ['a quantity of 0', { quantityAmount: 0 }, 'quantityAmount', B.quantityAmount],
      ['a unit not in the list', { quantityUnit: 'tonnes' }, 'quantityUnit', B.quantityUnit],
      ['an Incoterm not in the list', { incoterm: 'FOR' }, 'incoterm', B.incoterm],
      ['a target price without a currency', { targetPrice: 100 }, 'targetCurrency', B.currency],
      ['answers without a category', { specValues: { variety: 'IRRI-6' } }, 'specValues.variety', undefined],
      ['answers that are not an object', { specValues: 'IRRI-6' }, 'specValues', B.specValues],
      ['isPublic as text', { isPublic: 'yes' }, 'isPublic', undefined],
      ['a field it does not know', { buyerUserId: 1 }, 'buyerUserId', undefined],
      ['a list where text belongs', { timeline: ['Q1'] }, 'timeline', undefined],
    ])('refuses %s with 400 naming the field', async (_, overrides, field, message) => {
      expectFieldError(await post(buyerA, '/api/buyer/requirements', requirement(overrides)), field, message);
    });
  });

  describe('GET and PATCH /api/buyer/requirements', () => {
    it("lists the buyer's own requirements newest first, never another buyer's", async () => {
      const first = await post(buyerB, '/api/buyer/requirements', requirement({ title: 'B first' }));
      const second = await post(buyerB, '/api/buyer/requirements', requirement({ title: 'B second' }));
      const list = await call<Requirement[]>(buyerB, 'GET', '/api/buyer/requirements');
      expect(list.status).toBe(200);
      expect(list.body.map((r) => r.id)).toEqual([second.body.id, first.body.id]);
      const ofA = await call<Requirement[]>(buyerA, 'GET', '/api/buyer/requirements');
      expect(ofA.body.some((r) => r.title.startsWith('B '))).toBe(false);
    });

    it('edits fields ("" clears one), keeps the others, and records an updated event', async () => {
      const { body } = await post(buyerA, '/api/buyer/requirements', requirement({ quantity: '10 tonnes' }));
      const edited = await call<Requirement>(buyerA, 'PATCH', `/api/buyer/requirements/${body.id}`, {
        title: 'Basmati rice, 3 containers',
        quantity: '',
        timeline: 'Within 6 weeks',
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        title: 'Basmati rice, 3 containers',
        description: requirement().description,
        quantity: null,
        timeline: 'Within 6 weeks',
        status: 'active',
      });
      const subjects = await db.query(
        `SELECT subject FROM catalog.outbox
          WHERE subject LIKE 'catalog.requirement.%' AND (envelope->'data'->>'id')::int = $1 ORDER BY id`,
        [body.id],
      );
      // An edit is no event: no one but the buyer and the exporters reading the feed needs it.
      expect(subjects.rows.map((r) => r.subject)).toEqual(['catalog.requirement.posted']);
    });

    it('refuses an emptied title or description with "Missing Information" and changes nothing', async () => {
      const { body } = await post(buyerA, '/api/buyer/requirements', requirement());
      for (const changes of [{ title: '' }, { description: ' ' }, { title: null }]) {
        const answer = await call(buyerA, 'PATCH', `/api/buyer/requirements/${body.id}`, changes);
        expectFieldError(answer, Object.keys(changes)[0]!, M.missingInformation);
      }
      expectFieldError(
        await call(buyerA, 'PATCH', `/api/buyer/requirements/${body.id}`, { status: 'fulfilled' }),
        'status',
        M.status,
      );
      expect(await scalar('SELECT title AS n FROM catalog.buyer_requirements WHERE id = $1', [body.id])).toBe(
        requirement().title,
      );
    });

    it('closes a requirement (no longer counted as active) and reopens it', async () => {
      const { body } = await post(buyerA, '/api/buyer/requirements', requirement({ title: 'To close' }));
      const activeBefore = (await call<Requirement[]>(buyerA, 'GET', '/api/buyer/requirements')).body.filter(
        (r) => r.status === 'active',
      ).length;
      const closed = await call<Requirement>(buyerA, 'PATCH', `/api/buyer/requirements/${body.id}`, {
        status: 'closed',
      });
      expect(closed.body.status).toBe('closed');
      const list = (await call<Requirement[]>(buyerA, 'GET', '/api/buyer/requirements')).body;
      expect(list.filter((r) => r.status === 'active')).toHaveLength(activeBefore - 1);
      expect(list.find((r) => r.id === body.id)?.status).toBe('closed');

      const reopened = await call<Requirement>(buyerA, 'PATCH', `/api/buyer/requirements/${body.id}`, {
        status: 'active',
      });
      expect(reopened.body).toMatchObject({ status: 'active', expiresAt: body.expiresAt });
    });

    it('reopens a requirement that expired only with a new deadline', async () => {
      const { body } = await post(buyerA, '/api/buyer/requirements', requirement({ title: 'Expired' }));
      await call(buyerA, 'PATCH', `/api/buyer/requirements/${body.id}`, { status: 'closed' });
      await db.query(
        "UPDATE catalog.buyer_requirements SET expires_at = now() - interval '1 day' WHERE id = $1",
        [body.id],
      );
      expectFieldError(
        await call(buyerA, 'PATCH', `/api/buyer/requirements/${body.id}`, { status: 'active' }),
        'deadline',
        M.reopenNeedsDeadline,
      );
      const reopened = await call<Requirement>(buyerA, 'PATCH', `/api/buyer/requirements/${body.id}`, {
        status: 'active',
        deadline: inDays(60),
      });
      expect(reopened.body).toMatchObject({ status: 'active', deadline: inDays(60) });
      expect(reopened.body.expiresAt).toBe(new Date(Date.parse(`${inDays(61)}T00:00:00Z`)).toISOString());
    });

    it("answers 404 for another buyer's requirement and one that does not exist, and 400 for a bad id", async () => {
      const { body } = await post(buyerA, '/api/buyer/requirements', requirement({ title: 'Only mine' }));
      const stolen = await call(buyerB, 'PATCH', `/api/buyer/requirements/${body.id}`, { status: 'closed' });
      expect(stolen).toMatchObject({ status: 404, body: { reason: 'REQUIREMENT_NOT_FOUND' } });
      expect((await call(buyerA, 'PATCH', '/api/buyer/requirements/999999', { title: 'x' })).status).toBe(
        404,
      );
      for (const id of ['abc', '0', '-1', String(MAX_INT4 + 1), '1.5']) {
        expectFieldError(await call(buyerA, 'PATCH', `/api/buyer/requirements/${id}`, { title: 'x' }), 'id');
      }
      expect(
        await scalar('SELECT status AS n FROM catalog.buyer_requirements WHERE id = $1', [body.id]),
      ).toBe('active');
    });
  });

  describe('saved exporters', () => {
    it('saves a public exporter (201), saves it again idempotently (200, the note kept unless sent)', async () => {
      const id = await exporterWithStatus('approved', 0);
      const first = await post(buyerA, '/api/buyer/saved-exporters', {
        exporterId: id,
        notes: 'Good prices',
      });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        exporterId: id,
        notes: 'Good prices',
        createdAt: expect.any(String),
        exporter: {
          id,
          companyName: expect.any(String),
          isVerified: expect.any(Boolean),
          country: expect.any(String),
        },
      });
      const again = await post(buyerA, '/api/buyer/saved-exporters', { exporterId: id });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ id: first.body.id, notes: 'Good prices' });
      const renoted = await post(buyerA, '/api/buyer/saved-exporters', {
        exporterId: id,
        notes: 'Call first',
      });
      expect(renoted).toMatchObject({ status: 200, body: { id: first.body.id, notes: 'Call first' } });
      expect(
        await scalar('SELECT count(*)::int AS n FROM catalog.saved_exporters WHERE exporter_id = $1', [id]),
      ).toBe(1);
    });

    it('lists saved exporters newest first with their ids, and answers 404 for unknown and non-public ones', async () => {
      const [one, two] = [await exporterWithStatus('approved', 1), await exporterWithStatus('approved', 2)];
      await post(buyerB, '/api/buyer/saved-exporters', { exporterId: one });
      await post(buyerB, '/api/buyer/saved-exporters', { exporterId: two });
      const list = await call<SavedExporter[]>(buyerB, 'GET', '/api/buyer/saved-exporters');
      expect(list.body.map((s) => s.exporterId)).toEqual([two, one]);
      const ids = await call(buyerB, 'GET', '/api/buyer/saved-exporters/ids');
      expect(ids.body).toEqual({ exporterIds: [one, two].sort((a, b) => a - b) });
      for (const exporterId of [
        999_999,
        await exporterWithStatus('pending'),
        await exporterWithStatus('rejected'),
      ]) {
        const answer = await post(buyerB, '/api/buyer/saved-exporters', { exporterId });
        expect(answer).toMatchObject({ status: 404, body: { reason: 'EXPORTER_NOT_FOUND' } });
      }
    });

    it.each([
      ['no exporter id', {}, 'exporterId'],
      ['an exporter id as text', { exporterId: 'twelve' }, 'exporterId'],
      ['an exporter id above int4', { exporterId: MAX_INT4 + 1 }, 'exporterId'],
      ['an exporter id list', { exporterId: [1, 2] }, 'exporterId'],
      ['notes over 1,000 characters', { exporterId: 1, notes: 'x'.repeat(1001) }, 'notes'],
      ['notes as a list', { exporterId: 1, notes: ['a'] }, 'notes'],
      ['an unknown field', { exporterId: 1, buyerUserId: 2 }, 'buyerUserId'],
    ])('refuses a save with %s (400 naming the field)', async (_, body, field) => {
      expectFieldError(await post(buyerA, '/api/buyer/saved-exporters', body), field);
    });

    it('edits the note ("" clears it; over 1,000 characters refused), only on a saved exporter', async () => {
      const id = await exporterWithStatus('approved', 3);
      await post(buyerA, '/api/buyer/saved-exporters', { exporterId: id });
      const noted = await call(buyerA, 'PATCH', `/api/buyer/saved-exporters/${id}`, {
        notes: 'Met at Heimtextil',
      });
      expect(noted).toMatchObject({ status: 200, body: { exporterId: id, notes: 'Met at Heimtextil' } });
      const long = await call(buyerA, 'PATCH', `/api/buyer/saved-exporters/${id}`, {
        notes: 'x'.repeat(1001),
      });
      expectFieldError(long, 'notes', BUYER_TOOL_MESSAGES.notesTooLong);
      expect(
        (await call(buyerA, 'PATCH', `/api/buyer/saved-exporters/${id}`, { notes: 'x'.repeat(1000) })).status,
      ).toBe(200);
      const cleared = await call(buyerA, 'PATCH', `/api/buyer/saved-exporters/${id}`, { notes: '' });
      expect(cleared.body).toMatchObject({ notes: null });
      expectFieldError(await call(buyerA, 'PATCH', `/api/buyer/saved-exporters/${id}`, {}), 'notes');
      // Buyer B has not saved it: B's PATCH finds nothing and A's note stays.
      const other = await call(buyerB, 'PATCH', `/api/buyer/saved-exporters/${id}`, { notes: 'B was here' });
      expect(other).toMatchObject({ status: 404, body: { reason: 'SAVED_EXPORTER_NOT_FOUND' } });
      expect(
        await scalar('SELECT notes AS n FROM catalog.saved_exporters WHERE exporter_id = $1', [id]),
      ).toBeNull();
    });

    it("removes a saved exporter (204, again 204) without touching another buyer's", async () => {
      const id = await exporterWithStatus('approved', 4);
      await post(buyerA, '/api/buyer/saved-exporters', { exporterId: id });
      await post(buyerB, '/api/buyer/saved-exporters', { exporterId: id });
      expect((await call(buyerB, 'DELETE', `/api/buyer/saved-exporters/${id}`)).status).toBe(204);
      expect((await call(buyerB, 'DELETE', `/api/buyer/saved-exporters/${id}`)).status).toBe(204);
      const ofB = await call<{ exporterIds: number[] }>(buyerB, 'GET', '/api/buyer/saved-exporters/ids');
      expect(ofB.body.exporterIds).not.toContain(id);
      const ofA = await call<{ exporterIds: number[] }>(buyerA, 'GET', '/api/buyer/saved-exporters/ids');
      expect(ofA.body.exporterIds).toContain(id);
      expectFieldError(
        await call(buyerA, 'DELETE', `/api/buyer/saved-exporters/${MAX_INT4 + 1}`),
        'exporterId',
      );
    });

    it('drops an exporter that is no longer public from the lists, and a deleted one with its rows', async () => {
      const [hidden, deleted] = [
        await exporterWithStatus('approved', 5),
        await exporterWithStatus('approved', 6),
      ];
      await post(buyerA, '/api/buyer/saved-exporters', { exporterId: hidden });
      await post(buyerA, '/api/buyer/saved-exporters', { exporterId: deleted });
      await db.query("UPDATE catalog.exporters SET status = 'rejected' WHERE id = $1", [hidden]);
      await db.query('DELETE FROM catalog.exporters WHERE id = $1', [deleted]);
      const list = await call<SavedExporter[]>(buyerA, 'GET', '/api/buyer/saved-exporters');
      expect(list.body.map((s) => s.exporterId)).not.toEqual(expect.arrayContaining([hidden]));
      expect(list.body.map((s) => s.exporterId)).not.toContain(deleted);
      const ids = await call<{ exporterIds: number[] }>(buyerA, 'GET', '/api/buyer/saved-exporters/ids');
      expect(ids.body.exporterIds).not.toContain(hidden);
      expect(
        await scalar('SELECT count(*)::int AS n FROM catalog.saved_exporters WHERE exporter_id = $1', [
          deleted,
        ]),
      ).toBe(0);
      expect(
        (await call(buyerA, 'PATCH', `/api/buyer/saved-exporters/${hidden}`, { notes: 'x' })).status,
      ).toBe(404);
    });
  });

  describe('saved searches', () => {
    it('saves the browse filters with a name made from them and the counts of /browse', async () => {
      const filters = { search: 'rice', city: 'Karachi', verified: true };
      const saved = await post(buyerA, '/api/buyer/saved-searches', { filters });
      expect(saved.status).toBe(201);
      const search = saved.body as unknown as SavedSearch;
      const browse = (
        await call<{ total: number; totalCapped: boolean }>(
          null,
          'GET',
          '/api/exporters?search=rice&city=Karachi&verified=true',
        )
      ).body;
      expect(search).toEqual({
        id: expect.any(Number),
        name: 'rice · Karachi · Verified',
        filters,
        matchCount: browse.total,
        matchCountCapped: browse.totalCapped,
        newCount: 0,
        lastOpenedAt: expect.any(String),
        createdAt: expect.any(String),
      });
      expect(search.matchCount).toBeGreaterThan(0);
      const named = await post(buyerA, '/api/buyer/saved-searches', {
        name: 'Textiles',
        filters: { sort: 'newest' },
      });
      expect(named.body).toMatchObject({ name: 'Textiles', filters: { sort: 'newest' } });
      // A minimum response rate is kept like the other filters (the seed's exporters have no figures yet).
      const responsive = await post(buyerA, '/api/buyer/saved-searches', {
        filters: { responseRate: 80, sort: 'response' },
      });
      expect(responsive.body).toMatchObject({
        name: 'Response ≥ 80%',
        filters: { responseRate: 80, sort: 'response' },
        matchCount: 0,
      });
      await call(buyerA, 'DELETE', `/api/buyer/saved-searches/${responsive.body.id}`);
      const list = await call<SavedSearch[]>(buyerA, 'GET', '/api/buyer/saved-searches');
      expect(list.body.slice(0, 2).map((s) => s.id)).toEqual([named.body.id, search.id]);
    });

    it('counts an exporter approved after the search was last opened as new, until it is opened', async () => {
      const city = 'Multan';
      const saved = (await post(buyerB, '/api/buyer/saved-searches', { filters: { city } }))
        .body as unknown as SavedSearch;
      const approvedInCity = await scalar(
        "SELECT count(*)::int AS n FROM catalog.exporters WHERE status = 'approved' AND city = $1",
        [city],
      );
      expect(saved).toMatchObject({ matchCount: approvedInCity, newCount: 0 });
      const pending = await exporterWithStatus('pending');
      await db.query("UPDATE catalog.exporters SET status = 'approved', city = $2 WHERE id = $1", [
        pending,
        city,
      ]);
      const [later] = (await call<SavedSearch[]>(buyerB, 'GET', '/api/buyer/saved-searches')).body.filter(
        (s) => s.id === saved.id,
      );
      expect(later).toMatchObject({ matchCount: approvedInCity + 1, newCount: 1 });
      const opened = await post(buyerB, `/api/buyer/saved-searches/${saved.id}/open`, {});
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({ id: saved.id, matchCount: approvedInCity + 1, newCount: 0 });
      expect(Date.parse((opened.body as unknown as SavedSearch).lastOpenedAt)).toBeGreaterThan(
        Date.parse(saved.lastOpenedAt),
      );
    });

    it('counts a newly listed exporter that matches the words of a search as new', async () => {
      const saved = (await post(buyerB, '/api/buyer/saved-searches', { filters: { search: 'rice' } }))
        .body as unknown as SavedSearch;
      const pending = await exporterWithStatus('pending', 1);
      await db.query(
        "UPDATE catalog.exporters SET status = 'approved', company_name = 'Indus Rice Export' WHERE id = $1",
        [pending],
      );
      const [later] = (await call<SavedSearch[]>(buyerB, 'GET', '/api/buyer/saved-searches')).body.filter(
        (s) => s.id === saved.id,
      );
      expect(saved.matchCountCapped).toBe(false);
      expect(later).toMatchObject({ matchCount: saved.matchCount + 1, newCount: 1 });
    });

    it.each([
      ['no filters', {}, 'filters'],
      ['filters as a list', { filters: [] }, 'filters'],
      ['filters as text', { filters: 'rice' }, 'filters'],
      ['a city not in the list', { filters: { city: 'Paris' } }, 'filters.city'],
      ['a category id above int4', { filters: { categoryId: MAX_INT4 + 1 } }, 'filters.categoryId'],
      ['a filter it does not know', { filters: { exact: true } }, 'filters.exact'],
      ['a sort it does not know', { filters: { sort: 'cheapest' } }, 'filters.sort'],
      ['a name over 100 characters', { name: 'x'.repeat(101), filters: {} }, 'name'],
      ['an unknown field', { filters: {}, buyerUserId: 3 }, 'buyerUserId'],
    ])('refuses a saved search with %s (400 naming the field)', async (_, body, field) => {
      expectFieldError(await post(buyerA, '/api/buyer/saved-searches', body), field);
    });

    it("answers 404 for another buyer's saved search (open, delete) and deletes one's own once", async () => {
      const mine = (await post(buyerA, '/api/buyer/saved-searches', { filters: { city: 'Lahore' } })).body;
      expect((await post(buyerB, `/api/buyer/saved-searches/${mine.id}/open`, {})).status).toBe(404);
      expect((await call(buyerB, 'DELETE', `/api/buyer/saved-searches/${mine.id}`)).status).toBe(404);
      expect((await call(buyerA, 'DELETE', `/api/buyer/saved-searches/${mine.id}`)).status).toBe(204);
      const again = await call(buyerA, 'DELETE', `/api/buyer/saved-searches/${mine.id}`);
      expect(again).toMatchObject({ status: 404, body: { reason: 'SAVED_SEARCH_NOT_FOUND' } });
      expectFieldError(await call(buyerA, 'DELETE', '/api/buyer/saved-searches/x'), 'id');
    });

    it(`keeps at most ${MAX_SAVED_SEARCHES} saved searches per buyer (409 with a message)`, async () => {
      const crowded = await tokenOf('/api/buyer/register', person('crowded'));
      for (let i = 0; i < MAX_SAVED_SEARCHES; i += 1) {
        expect(
          (await post(crowded, '/api/buyer/saved-searches', { name: `S${i}`, filters: {} })).status,
        ).toBe(201);
      }
      const listed = await call<SavedSearch[]>(crowded, 'GET', '/api/buyer/saved-searches');
      expect(listed.body).toHaveLength(MAX_SAVED_SEARCHES);
      const over = await post(crowded, '/api/buyer/saved-searches', { filters: {} });
      expect(over).toMatchObject({
        status: 409,
        body: { reason: 'SAVED_SEARCH_LIMIT_REACHED', message: BUYER_TOOL_MESSAGES.tooManySavedSearches },
      });
    });
  });

  describe('ownership', () => {
    it("answers 404 on every route with an id when buyer B names buyer A's", async () => {
      const requirementOfA = (await post(buyerA, '/api/buyer/requirements', requirement())).body.id as number;
      const exporterOfA = await exporterWithStatus('approved', 10);
      await post(buyerA, '/api/buyer/saved-exporters', { exporterId: exporterOfA });
      const searchOfA = (await post(buyerA, '/api/buyer/saved-searches', { filters: {} })).body.id as number;
      for (const [method, path, body] of ID_ROUTES({
        requirement: requirementOfA,
        exporter: exporterOfA,
        search: searchOfA,
      })) {
        expect(`${method} ${path}: ${(await call(buyerB, method, path, body)).status}`).toBe(
          `${method} ${path}: 404`,
        );
      }
      expect(
        await scalar('SELECT count(*)::int AS n FROM catalog.saved_searches WHERE id = $1', [searchOfA]),
      ).toBe(1);
    });
  });

  describe('GET /api/exporters/compare', () => {
    it('answers the public exporters asked for in the order asked, to anyone, leaving others out', async () => {
      const [one, two] = [await exporterWithStatus('approved', 20), await exporterWithStatus('approved', 21)];
      const pending = await exporterWithStatus('pending');
      // Its response figures, a check passed this month, one whose approval lapsed and one not completed.
      await db.query(
        'UPDATE catalog.exporters SET response_rate = 92.5, median_response_minutes = 180 WHERE id = $1',
        [two],
      );
      await db.query(
        `INSERT INTO catalog.verification_checklists (exporter_id, checklist_item, is_completed, completed_at)
         VALUES ($1, 'site', true, now() - interval '1 day'),
                ($1, 'contact', true, now() - interval '2 years'),
                ($1, 'legal_entity', true, now() - interval '3 days'),
                ($1, 'membership', false, NULL)
         ON CONFLICT (exporter_id, checklist_item) DO NOTHING`,
        [two],
      );
      const answer = await call<{ exporters: Record<string, unknown>[] }>(
        null,
        'GET',
        `/api/exporters/compare?ids=${two},${pending},${one},999999`,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.exporters.map((e) => e.id)).toEqual([two, one]);
      const products = await db.query(
        `SELECT count(*)::int AS count, min(price)::text AS min, max(price)::text AS max
           FROM catalog.products WHERE exporter_id = $1`,
        [two],
      );
      const { rows } = await db.query('SELECT * FROM catalog.exporters WHERE id = $1', [two]);
      const row = rows[0];
      expect(answer.body.exporters[0]).toEqual({
        id: two,
        companyName: row.company_name,
        logoUrl: row.logo_url,
        isVerified: row.is_verified,
        isPremium: row.is_premium,
        city: row.city,
        country: row.country,
        establishedYear: row.established_year,
        yearsInBusiness:
          row.established_year === null ? null : new Date().getUTCFullYear() - row.established_year,
        employeeCount: row.employee_count,
        businessType: row.business_type,
        certifications: row.certifications,
        productCount: products.rows[0].count,
        priceRange:
          products.rows[0].min === null ? null : { min: products.rows[0].min, max: products.rows[0].max },
        minimumOrders: expect.any(Array),
        responseRate: 92.5,
        medianResponseMinutes: 180,
        verificationChecks: ['legal_entity', 'site'],
      });
      expect((answer.body.exporters[0]!.minimumOrders as string[]).length).toBeLessThanOrEqual(3);
      expect((await call(buyerA, 'GET', `/api/exporters/compare?ids=${one},${two}`)).status).toBe(200);
    });

    it.each([
      ['one id', 'ids=1'],
      ['five ids', 'ids=1,2,3,4,5'],
      ['the same id twice', 'ids=3,3'],
      ['ids that are not numbers', 'ids=a,b'],
      ['an id above int4', `ids=1,${MAX_INT4 + 1}`],
      ['an empty entry', 'ids=1,,2'],
      ['no ids', ''],
    ])('refuses %s with 400 naming ids', async (_, query) => {
      expectFieldError(
        await call(null, 'GET', `/api/exporters/compare?${query}`),
        'ids',
        BUYER_TOOL_MESSAGES.compareIds,
      );
    });
  });

  describe('hostile input', () => {
    it('never answers 5xx to garbage in the new bodies', async () => {
      const garbage: unknown[] = [
        [],
        'text',
        42,
        null,
        { title: { $gt: '' }, description: ['x'] },
        { exporterId: { id: 1 }, notes: { text: 'x' } },
        { filters: { search: ['rice'], categoryId: '1e99', verified: 'maybe', maxMinimumOrder: -1 } },
        { title: 'x', description: 'y', categoryId: 1.5, certificationNeeds: [1, null, {}] },
        { notes: 'x', status: ['closed'], expiresAt: 12345 },
        { __proto__: { admin: true }, constructor: { prototype: {} } },
      ];
      const routes = [
        ['POST', '/api/buyer/requirements'],
        ['PATCH', '/api/buyer/requirements/1'],
        ['POST', '/api/buyer/saved-exporters'],
        ['PATCH', '/api/buyer/saved-exporters/1'],
        ['POST', '/api/buyer/saved-searches'],
      ] as const;
      for (const [method, path] of routes) {
        for (const body of garbage) {
          const answer = await call(buyerA, method, path, JSON.stringify(body));
          expect(`${method} ${path} ${JSON.stringify(body)}: ${answer.status < 500}`).toBe(
            `${method} ${path} ${JSON.stringify(body)}: true`,
          );
        }
      }
    });
  });

  describe('identity: the registration wizard’s step rules', () => {
    const complete = {
      firstName: 'Anna',
      lastName: 'Becker',
      email: 'anna@example.com',
      companyName: 'Becker Import GmbH',
      businessType: 'Wholesaler',
      country: 'Germany',
      industryFocus: ['Rice & Grains'],
    };

    it.each([
      ['firstName', { firstName: '' }],
      ['firstName', { firstName: '   ' }],
      ['lastName', { lastName: undefined }],
      ['email', { email: '' }],
      ['companyName', { companyName: '' }],
      ['businessType', { businessType: '' }],
      ['country', { country: ' ' }],
      ['industryFocus', { industryFocus: [] }],
      ['industryFocus', { industryFocus: undefined }],
    ])('refuses a profile without %s with 400 naming it', async (field, overrides) => {
      const answer = await post(buyerA, '/api/buyer/complete-profile', { ...complete, ...overrides });
      expectFieldError(answer, field);
      if (field !== 'email') {
        expect(
          (answer.body as unknown as FieldErrors).details!.find((d) => d.field === field)!.messages[0],
        ).toBe(BUYER_PROFILE_MESSAGES.incomplete);
      }
    });

    it('puts the lower-cased business type into identity.buyer.profile_completed', async () => {
      expect((await post(buyerA, '/api/buyer/complete-profile', complete)).status).toBe(200);
      const data = await scalar(
        `SELECT envelope->'data' AS n FROM identity.outbox WHERE subject = 'identity.buyer.profile_completed'
          ORDER BY id DESC LIMIT 1`,
      );
      expect(data).toMatchObject({
        companyName: 'Becker Import GmbH',
        businessType: 'wholesaler',
        country: 'Germany',
      });
    });
  });
});
