import 'reflect-metadata';
import { ADMIN_EXPORTER_COUNT_LIMIT, EXPORTER_REVIEW_MESSAGES as R } from '@ped/contracts/options';
import pg from 'pg';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { expectFieldError, gatewayCalls, type FieldErrors } from '../../../tools/testing/gateway-calls.js';
import { eventually } from '../../../tools/testing/rpc-client.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

const PASSWORD = 'Karachi-Cotton-2026';

interface AdminExporter {
  id: number;
  companyName: string;
  city: string | null;
  contactPerson: string | null;
  email: string;
  logoUrl: string | null;
  status: string;
  plan: string;
  isPremium: boolean;
  isVerified: boolean;
  completeness: number;
  createdAt: string;
}
interface AdminExporterList {
  exporters: AdminExporter[];
  total: number;
  totalCapped: boolean;
  limit: number;
  offset: number;
}
interface BulkResult {
  action: string;
  succeeded: number[];
  failed: { id: number; reason: string; message: string }[];
}
interface Envelope {
  actor: { kind: string; id: number };
  client?: { ip: string; userAgent: string };
  data: Record<string, unknown>;
}

describe('admin console exporters over HTTP: list, review, verify, bulk, removal', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let db: pg.Client;
  let buyer: string;
  let exporter: string;
  let admin: string;

  const { call, tokenOf, person } = gatewayCalls(
    () => system.base,
    '10.52',
    PASSWORD,
    () => testEnv.databaseUrl,
  );
  const scalar = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0]?.n;
  const list = (query = '') =>
    call<AdminExporterList & FieldErrors>(admin, 'GET', `/api/admin/exporters${query}`);
  /**
   * The outbox's envelopes of `subject` about exporter `id` (admin actions name it `targetId`), leaving out the
   * seed's own (its demo images update every exporter as the system principal).
   */
  const published = async (subject: string, id: number) =>
    (
      await db.query(
        `SELECT envelope FROM catalog.outbox WHERE subject = $1
            AND coalesce(envelope->'data'->>'targetId', envelope->'data'->>'id') = $2::text
            AND NOT coalesce(envelope->'actor' @> '{"kind": "admin", "id": 0}', false) ORDER BY id`,
        [subject, id],
      )
    ).rows.map((row: { envelope: Envelope }) => row.envelope);
  const idsWhere = async (where: string, limit: number) =>
    (await db.query(`SELECT id FROM catalog.exporters WHERE ${where} ORDER BY id LIMIT ${limit}`)).rows.map(
      (row: { id: number }) => row.id,
    );

  beforeAll(async () => {
    testEnv = await createTestEnv('admin_exporters', { seeded: true });
    system = await startBuiltSystem(testEnv.env, ['catalog', 'identity', 'messaging']);
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    buyer = await tokenOf('/api/buyer/register', person('hina'));
    expect(
      (
        await call(buyer, 'POST', '/api/buyer/complete-profile', {
          firstName: 'Hina',
          lastName: 'Test',
          email: 'hina@example.com',
          companyName: 'Hina Imports Ltd',
          businessType: 'Wholesaler',
          country: 'United Kingdom',
          industryFocus: ['Rice & Grains'],
        })
      ).status,
    ).toBe(200);
    exporter = await tokenOf('/api/auth/register', person('owner'));
    await tokenOf('/api/auth/register', person('staff'));
    await db.query("UPDATE identity.users SET role = 'admin' WHERE email = 'staff@example.com'");
    admin = await tokenOf('/api/auth/login', { email: 'staff@example.com', password: PASSWORD });
    await eventually(async () => {
      const exporters = await scalar('SELECT count(*)::int AS n FROM catalog.exporters');
      const directory = await scalar('SELECT count(*)::int AS n FROM messaging.exporter_directory').catch(
        () => -1,
      );
      const hina = await scalar(
        "SELECT first_name AS n FROM messaging.buyer_directory WHERE email = 'hina@example.com'",
      );
      return exporters > 0 && directory === exporters && hina === 'Hina';
    }, 30_000);
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
    await testEnv?.dispose();
  });

  const ROUTES = [
    ['GET', '/api/admin/exporters', undefined],
    ['PATCH', '/api/admin/exporters/1/verify', { isVerified: true }],
    ['DELETE', '/api/admin/exporters/1', undefined],
    ['POST', '/api/admin/bulk-actions', { action: 'verify', exporterIds: [1] }],
    ['GET', '/api/admin/verification-documents', undefined],
  ] as const;

  it('refuses visitors (401), buyers and exporter accounts (403) on every route, and changes nothing', async () => {
    const before = await scalar('SELECT count(*)::int AS n FROM catalog.outbox');
    for (const [method, path, body] of ROUTES) {
      const answers = [
        (await call(null, method, path, body)).status,
        (await call(buyer, method, path, body)).status,
        (await call(exporter, method, path, body)).status,
      ];
      expect(`${method} ${path}: ${answers.join(' ')}`).toBe(`${method} ${path}: 401 403 403`);
    }
    expect(await scalar('SELECT count(*)::int AS n FROM catalog.outbox')).toBe(before);
    expect(await scalar('SELECT count(*)::int AS n FROM catalog.exporters WHERE id = 1')).toBe(1);
  });

  describe('the list', () => {
    it('pages every exporter, newest first by default, with the total', async () => {
      const all = await scalar('SELECT count(*)::int AS n FROM catalog.exporters');
      const first = await list();
      // The demo seed holds more exporters than the count's limit: the total says "100+".
      expect(all).toBeGreaterThan(ADMIN_EXPORTER_COUNT_LIMIT);
      expect([
        first.status,
        first.body.total,
        first.body.totalCapped,
        first.body.limit,
        first.body.offset,
      ]).toEqual([200, ADMIN_EXPORTER_COUNT_LIMIT, true, 20, 0]);
      const last = await list(`?limit=20&offset=${all - 3}`);
      expect([last.body.exporters.length, last.body.total, last.body.totalCapped]).toEqual([3, all, false]);
      const expected = (
        await db.query('SELECT id FROM catalog.exporters ORDER BY created_at DESC, id DESC LIMIT 25')
      ).rows.map((row: { id: number }) => row.id);
      expect(first.body.exporters.map((e) => e.id)).toEqual(expected.slice(0, 20));
      const second = await list('?limit=5&offset=20');
      expect(second.body.exporters.map((e) => e.id)).toEqual(expected.slice(20, 25));
      expect(first.body.exporters[0]).toEqual({
        id: expect.any(Number),
        companyName: expect.any(String),
        city: expect.any(String),
        contactPerson: expect.any(String),
        email: expect.any(String),
        // The seed gives most exporters a demo logo.
        logoUrl: first.body.exporters[0]!.logoUrl === null ? null : expect.stringMatching(/^\/media\//),
        status: expect.stringMatching(/^(pending|approved|rejected)$/),
        isPremium: expect.any(Boolean),
        plan: expect.stringMatching(/^(basic|professional|enterprise)$/),
        isVerified: expect.any(Boolean),
        completeness: expect.any(Number),
        createdAt: expect.any(String),
      });
    });

    it('searches company, e-mail and contact person, case-insensitively, wildcards taken literally', async () => {
      const { rows } = await db.query(
        'SELECT id, company_name, email, contact_person FROM catalog.exporters ORDER BY id LIMIT 1',
      );
      const sample = rows[0] as { id: number; company_name: string; email: string; contact_person: string };
      const byName = await list(`?searchTerm=${encodeURIComponent(sample.company_name.toUpperCase())}`);
      expect(byName.body.exporters.map((e) => e.id)).toContain(sample.id);
      const byEmail = await list(`?searchTerm=${encodeURIComponent(sample.email.split('@')[1]!)}`);
      expect(byEmail.body.exporters.map((e) => e.id)).toContain(sample.id);
      const byContact = await list(`?searchTerm=${encodeURIComponent(sample.contact_person)}&limit=100`);
      const contacts = await scalar(
        `SELECT count(*)::int AS n FROM catalog.exporters WHERE lower(company_name) LIKE $1
            OR lower(email) LIKE $1 OR lower(contact_person) LIKE $1`,
        [`%${sample.contact_person.toLowerCase()}%`],
      );
      expect(byContact.body.total).toBe(contacts);
      expect(byContact.body.exporters.map((e) => e.id)).toContain(sample.id);
      // The fields are searched one by one: the end of the name and the start of the e-mail across a
      // line break match nothing (one stored column joins them by line breaks).
      const across = `${sample.company_name.slice(-4)}\n${sample.email.slice(0, 4)}`.toLowerCase();
      expect((await list(`?searchTerm=${encodeURIComponent(across)}`)).body.total).toBe(0);
      expect((await list('?searchTerm=%25')).body.total).toBe(0);
      expect((await list('?searchTerm=zzzz-no-such-exporter')).body).toMatchObject({
        exporters: [],
        total: 0,
      });
    });

    it('filters by status and plan (free is Basic), the filters combining', async () => {
      // The first page's total: exact up to the count's limit, else the limit and "more".
      const counted = (n: number) => ({
        total: Math.min(n, ADMIN_EXPORTER_COUNT_LIMIT),
        totalCapped: n > ADMIN_EXPORTER_COUNT_LIMIT,
      });
      const totals = (body: { total: number; totalCapped: boolean }) => ({
        total: body.total,
        totalCapped: body.totalCapped,
      });
      for (const status of ['pending', 'approved', 'rejected']) {
        const answer = await list(`?filterStatus=${status}&limit=100`);
        expect(totals(answer.body)).toEqual(
          counted(
            await scalar('SELECT count(*)::int AS n FROM catalog.exporters WHERE status = $1', [status]),
          ),
        );
        expect(new Set(answer.body.exporters.map((e) => e.status))).toEqual(new Set([status]));
      }
      for (const [filter, plan] of [
        ['free', 'basic'],
        ['professional', 'professional'],
        ['enterprise', 'enterprise'],
      ] as const) {
        const answer = await list(`?filterPlan=${filter}&filterStatus=approved&limit=100`);
        const count = await scalar(
          "SELECT count(*)::int AS n FROM catalog.exporters WHERE plan = $1 AND status = 'approved'",
          [plan],
        );
        expect([filter, totals(answer.body)]).toEqual([filter, counted(count)]);
        expect(count).toBeGreaterThan(0);
        for (const row of answer.body.exporters)
          expect(row).toMatchObject({ plan, isPremium: plan !== 'basic' });
      }
      expect(totals((await list('?filterStatus=all&filterPlan=all')).body)).toEqual(
        counted(await scalar('SELECT count(*)::int AS n FROM catalog.exporters')),
      );
    });

    it('orders by company name or completeness, either way', async () => {
      const byName = (await list('?sort=companyName&order=asc&limit=100')).body.exporters;
      const names = byName.map((e) => e.companyName);
      expect(names).toEqual(
        (
          await db.query('SELECT company_name FROM catalog.exporters ORDER BY company_name, id LIMIT 100')
        ).rows.map((row: { company_name: string }) => row.company_name),
      );
      const descending = (await list('?sort=companyName&order=desc&limit=1')).body.exporters[0]!.companyName;
      expect(descending).toBe(
        await scalar(
          'SELECT company_name AS n FROM catalog.exporters ORDER BY company_name DESC, id DESC LIMIT 1',
        ),
      );
      const complete = (await list('?sort=completeness&limit=100')).body.exporters.map((e) => e.completeness);
      expect(complete).toEqual([...complete].sort((a, b) => b - a));
      const least = (await list('?sort=completeness&order=asc&limit=100')).body.exporters.map(
        (e) => e.completeness,
      );
      expect(least).toEqual([...least].sort((a, b) => a - b));
      expect(least[0]).toBeLessThanOrEqual(complete[0]!);
    });

    it('counts matches exactly up to ADMIN_EXPORTER_COUNT_LIMIT, past it says there are more and still pages on', async () => {
      const cap = ADMIN_EXPORTER_COUNT_LIMIT;
      await db.query(
        `INSERT INTO catalog.exporters (company_name, email)
         SELECT 'Capcount Weavers ' || n, 'capcount' || n || '@weavers.example.pk' FROM generate_series(1, $1::int) n`,
        [cap + 5],
      );
      try {
        // "Capcount Weavers 7": 7 and 70–79, below the limit.
        const below = await list('?searchTerm=capcount%20weavers%207&limit=100');
        expect([below.status, below.body.total, below.body.totalCapped]).toEqual([200, 11, false]);
        const capped = await list('?searchTerm=capcount&limit=100');
        expect([capped.body.exporters.length, capped.body.total, capped.body.totalCapped]).toEqual([
          100,
          cap,
          true,
        ]);
        const full = await list(`?searchTerm=capcount&limit=100&offset=${cap - 100}`);
        expect([full.body.exporters.length, full.body.total, full.body.totalCapped]).toEqual([
          100,
          cap,
          true,
        ]);
        // The short last page past the limit knows the end: the total is exact again.
        const last = await list(`?searchTerm=capcount&limit=100&offset=${cap}`);
        expect([last.body.exporters.length, last.body.total, last.body.totalCapped]).toEqual([
          5,
          cap + 5,
          false,
        ]);
        const everyId = (
          await db.query(
            `SELECT id FROM catalog.exporters WHERE email LIKE 'capcount%@weavers.example.pk'
              ORDER BY created_at DESC, id DESC`,
          )
        ).rows.map((row: { id: number }) => row.id);
        expect(last.body.exporters.map((e) => e.id)).toEqual(everyId.slice(cap));
      } finally {
        await db.query("DELETE FROM catalog.exporters WHERE email LIKE 'capcount%@weavers.example.pk'");
      }
    });

    it('answers 400 naming the field for a bad query', async () => {
      expectFieldError(await list('?filterStatus=published'), 'filterStatus');
      expectFieldError(await list('?filterPlan=gold'), 'filterPlan');
      expectFieldError(await list('?sort=email'), 'sort');
      expectFieldError(await list('?order=up'), 'order');
      expectFieldError(await list('?limit=101'), 'limit', 'limit must not be greater than 100');
      expectFieldError(await list('?offset=-1'), 'offset');
      expectFieldError(await list(`?searchTerm=${'x'.repeat(201)}`), 'searchTerm');
    });
  });

  it('computes completeness from the twelve profile fields, categories and products', async () => {
    const companyName = 'Completeness Probe Traders';
    const id = await scalar(
      "INSERT INTO catalog.exporters (company_name, email) VALUES ($1, 'probe@complete.example.pk') RETURNING id AS n",
      [companyName],
    );
    const completeness = async () =>
      (await list(`?searchTerm=${encodeURIComponent(companyName)}`)).body.exporters.map(
        (e) => e.completeness,
      );
    expect(await completeness()).toEqual([0]);
    await db.query(
      "UPDATE catalog.exporters SET description = 'Towels', contact_person = 'Sana', phone = '  ' WHERE id = $1",
      [id],
    );
    expect(await completeness()).toEqual([17]); // 2 of 12 (a blank phone is not filled)
    await db.query(
      `UPDATE catalog.exporters SET phone = '+92 21 1234567', website = 'https://probe.example.pk',
              address = '1 Main Road', city = 'Karachi', established_year = 1999, employee_count = '11-50',
              logo_url = '/media/logo.webp', certifications = '{ISO 9001}' WHERE id = $1`,
      [id],
    );
    expect(await completeness()).toEqual([83]); // 10 of 12
    const categoryId = await scalar('SELECT min(id) AS n FROM catalog.categories');
    await db.query('INSERT INTO catalog.exporter_categories (exporter_id, category_id) VALUES ($1, $2)', [
      id,
      categoryId,
    ]);
    expect(await completeness()).toEqual([92]);
    await db.query("INSERT INTO catalog.products (exporter_id, name) VALUES ($1, 'Bath towel')", [id]);
    expect(await completeness()).toEqual([100]);
  });

  describe('review, verification and bulk actions', () => {
    it('approves and rejects only pending exporters, recording each as an admin action', async () => {
      const [toApprove, toReject] = await idsWhere("status = 'pending'", 2);
      const path = (id: number) => `/api/admin/exporters/${id}/status`;
      expect((await call(admin, 'PATCH', path(toApprove!), { status: 'approved' })).body).toEqual({
        id: toApprove,
        status: 'approved',
      });
      const again = await call<FieldErrors>(admin, 'PATCH', path(toApprove!), {
        status: 'rejected',
        reason: 'No',
      });
      expect([again.status, again.body.reason, again.body.message]).toEqual([
        409,
        'EXPORTER_NOT_PENDING',
        R.notPending,
      ]);
      expect(
        (await call(admin, 'PATCH', path(toReject!), { status: 'rejected', reason: 'Add a licence number.' }))
          .status,
      ).toBe(200);
      const [approved] = await published('catalog.admin_action.recorded', toApprove!);
      const company = await scalar('SELECT company_name AS n FROM catalog.exporters WHERE id = $1', [
        toApprove,
      ]);
      expect(approved).toMatchObject({
        actor: { kind: 'user' },
        client: { ip: expect.stringMatching(/^10\.52\./), userAgent: expect.any(String) },
        data: {
          action: 'exporter.approved',
          targetType: 'exporter',
          targetId: toApprove,
          details: `Approved ${company}`,
        },
      });
      expect((await published('catalog.admin_action.recorded', toReject!)).map((e) => e.data.action)).toEqual(
        ['exporter.rejected'],
      );
      // The exporter events carry the admin read models' fields.
      const [updated] = await published('catalog.exporter.updated', toApprove!);
      expect(updated!.data).toMatchObject({
        status: 'approved',
        plan: 'basic',
        planSince: null,
        categoryIds: expect.arrayContaining([expect.any(Number)]),
        contactPerson: expect.any(String),
        createdAt: expect.any(String),
      });
    });

    it('verifies and unverifies (the public profile follows), 404 for an unknown exporter', async () => {
      const [id] = await idsWhere("status = 'approved' AND NOT is_verified", 1);
      const verify = (isVerified: unknown, target = id) =>
        call<FieldErrors & { id: number; isVerified: boolean }>(
          admin,
          'PATCH',
          `/api/admin/exporters/${target}/verify`,
          {
            isVerified,
          },
        );
      expect((await call<{ isVerified: boolean }>(null, 'GET', `/api/exporters/${id}`)).body.isVerified).toBe(
        false,
      );
      expect((await verify(true)).body).toEqual({ id, isVerified: true });
      await eventually(
        async () =>
          (await call<{ isVerified: boolean }>(null, 'GET', `/api/exporters/${id}`)).body.isVerified,
        10_000,
      );
      expect((await verify(false)).body).toEqual({ id, isVerified: false });
      expect((await verify(false)).body).toEqual({ id, isVerified: false });
      expect(await scalar('SELECT is_verified AS n FROM catalog.exporters WHERE id = $1', [id])).toBe(false);
      expect((await published('catalog.admin_action.recorded', id!)).map((e) => e.data.action)).toEqual([
        'exporter.verified',
        'exporter.unverified',
      ]);
      expect((await published('catalog.exporter.updated', id!)).map((e) => e.data.isVerified)).toEqual([
        true,
        false,
      ]);
      const unknown = await verify(true, 2147483647);
      expect([unknown.status, unknown.body.reason]).toEqual([404, 'EXPORTER_NOT_FOUND']);
      expectFieldError(await verify('yes'), 'isVerified', 'isVerified must be true or false');
      expectFieldError(
        await call(admin, 'PATCH', '/api/admin/exporters/abc/verify', { isVerified: true }),
        'id',
      );
    });

    it('refuses to verify a rejected exporter (409 EXPORTER_REJECTED, nothing recorded), yet unverifies one', async () => {
      const [rejected, verifiedBefore] = await idsWhere("status = 'rejected' AND NOT is_verified", 2);
      const verify = (id: number, isVerified: boolean) =>
        call(admin, 'PATCH', `/api/admin/exporters/${id}/verify`, { isVerified });
      const refused = {
        status: 409,
        body: {
          statusCode: 409,
          code: 'CONFLICT',
          reason: 'EXPORTER_REJECTED',
          message: R.rejectedNotVerifiable,
        },
      };
      expect(await verify(rejected!, true)).toEqual(refused);
      expect(await scalar('SELECT is_verified AS n FROM catalog.exporters WHERE id = $1', [rejected])).toBe(
        false,
      );
      expect(await published('catalog.admin_action.recorded', rejected!)).toEqual([]);
      expect(await published('catalog.exporter.updated', rejected!)).toEqual([]);
      // One verified before this rule: it cannot be verified again, and its badge can be taken away.
      await db.query('UPDATE catalog.exporters SET is_verified = true WHERE id = $1', [verifiedBefore]);
      expect(await verify(verifiedBefore!, true)).toEqual(refused);
      expect((await verify(verifiedBefore!, false)).body).toEqual({ id: verifiedBefore, isVerified: false });
    });

    it('bulk-approves pending ids and reports the unknown and the already approved', async () => {
      const pending = await idsWhere("status = 'pending'", 3);
      const [approved] = await idsWhere("status = 'approved'", 1);
      const unknown = 2147483646;
      const answer = await call<BulkResult>(admin, 'POST', '/api/admin/bulk-actions', {
        action: 'approve',
        exporterIds: [pending[0], unknown, approved, ...pending.slice(1)],
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        action: 'approve',
        succeeded: pending,
        failed: [
          { id: unknown, reason: 'EXPORTER_NOT_FOUND', message: expect.any(String) },
          { id: approved, reason: 'EXPORTER_NOT_PENDING', message: R.notPending },
        ],
      });
      const statuses = await db.query('SELECT status FROM catalog.exporters WHERE id = ANY($1)', [pending]);
      expect(statuses.rows.map((row: { status: string }) => row.status)).toEqual([
        'approved',
        'approved',
        'approved',
      ]);
      for (const id of pending) {
        expect((await published('catalog.admin_action.recorded', id)).map((e) => e.data.action)).toEqual([
          'exporter.approved',
        ]);
        // Identity gives each approved exporter its account, as for the single route.
        expect(
          await scalar(
            "SELECT count(*)::int AS n FROM catalog.outbox WHERE subject = 'catalog.exporter.approved' AND (envelope->'data'->>'exporterId')::int = $1",
            [id],
          ),
        ).toBe(1);
      }
    });

    it('bulk-verifies approved and pending ids, failing the already verified, the rejected and the unknown', async () => {
      const unverified = await idsWhere("status = 'approved' AND NOT is_verified", 2);
      const [pending] = await idsWhere("status = 'pending' AND NOT is_verified", 1);
      const [verified] = await idsWhere("status = 'approved' AND is_verified", 1);
      const [rejected] = await idsWhere("status = 'rejected' AND NOT is_verified", 1);
      const answer = await call<BulkResult>(admin, 'POST', '/api/admin/bulk-actions', {
        action: 'verify',
        exporterIds: [verified, ...unverified, rejected, pending, 2147483645],
      });
      expect(answer.body).toEqual({
        action: 'verify',
        succeeded: [...unverified, pending],
        failed: [
          { id: verified, reason: 'ALREADY_VERIFIED', message: expect.any(String) },
          { id: rejected, reason: 'EXPORTER_REJECTED', message: R.rejectedNotVerifiable },
          { id: 2147483645, reason: 'EXPORTER_NOT_FOUND', message: expect.any(String) },
        ],
      });
      expect(
        await scalar('SELECT count(*)::int AS n FROM catalog.exporters WHERE id = ANY($1) AND is_verified', [
          [...unverified, pending],
        ]),
      ).toBe(3);
      expect(await scalar('SELECT is_verified AS n FROM catalog.exporters WHERE id = $1', [rejected])).toBe(
        false,
      );
      for (const id of [verified!, rejected!])
        expect(
          (await published('catalog.admin_action.recorded', id)).map((e) => e.data.action),
        ).not.toContain('exporter.verified');
    });

    it('answers 400 naming exporterIds (none, over 500, not whole numbers, repeated) or action', async () => {
      const bulk = (body: unknown) => call<FieldErrors>(admin, 'POST', '/api/admin/bulk-actions', body);
      for (const exporterIds of [
        [],
        Array.from({ length: 501 }, (_, i) => i + 1),
        ['a'],
        [1.5],
        [0],
        [3, 3],
        'x',
      ]) {
        expectFieldError(await bulk({ action: 'approve', exporterIds }), 'exporterIds');
      }
      expectFieldError(await bulk({ action: 'approve' }), 'exporterIds');
      expectFieldError(await bulk({ action: 'delete', exporterIds: [1] }), 'action');
      const fiveHundred = await bulk({
        action: 'verify',
        exporterIds: Array.from({ length: 500 }, (_, i) => 2_000_000_000 + i),
      });
      expect([fiveHundred.status, (fiveHundred.body as unknown as BulkResult).failed.length]).toEqual([
        200, 500,
      ]);
    });
  });

  it('removes an exporter for good: products, categories and saved entries go, its conversations stay as "Unknown"', async () => {
    const [id] = await idsWhere(
      "status = 'approved' AND EXISTS (SELECT 1 FROM catalog.products p WHERE p.exporter_id = catalog.exporters.id)",
      1,
    );
    const company = await scalar('SELECT company_name AS n FROM catalog.exporters WHERE id = $1', [id]);
    expect((await call(buyer, 'POST', '/api/buyer/saved-exporters', { exporterId: id })).status).toBeLessThan(
      300,
    );
    const started = await call<{ id: number }>(buyer, 'POST', '/api/conversations', {
      exporterId: id,
      subject: 'Bed linen, 5,000 sets',
      initialMessage: 'Please quote FOB Karachi.',
    });
    expect(started.status).toBeLessThan(300);
    expect((await call(null, 'GET', `/api/exporters/${id}`)).status).toBe(200);

    // Earlier tests may have acted on the same exporter: only the removal's own action counts here.
    const earlier = (await published('catalog.admin_action.recorded', id!)).length;
    const removed = await call(admin, 'DELETE', `/api/admin/exporters/${id}`);
    expect([removed.status, removed.body]).toEqual([204, null]);
    for (const table of ['exporters', 'products', 'exporter_categories', 'saved_exporters']) {
      const column = table === 'exporters' ? 'id' : 'exporter_id';
      expect([
        table,
        await scalar(`SELECT count(*)::int AS n FROM catalog.${table} WHERE ${column} = $1`, [id]),
      ]).toEqual([table, 0]);
    }
    const [deleted] = await published('catalog.exporter.deleted', id!);
    expect(deleted!.data).toMatchObject({ id, companyName: company, status: 'approved' });
    expect((await published('catalog.admin_action.recorded', id!)).slice(earlier).map((e) => e.data)).toEqual(
      [{ action: 'exporter.removed', targetType: 'exporter', targetId: id, details: `Removed ${company}` }],
    );

    // The public profile was cached above: its copy goes when the gateway has taken in the event.
    await eventually(async () => (await call(null, 'GET', `/api/exporters/${id}`)).status === 404, 10_000);
    expect((await call<{ exporterId: number }[]>(buyer, 'GET', '/api/buyer/saved-exporters')).body).toEqual(
      [],
    );
    await eventually(async () => {
      const { conversations } = (
        await call<{ conversations: { id: number; otherPartyName: string }[] }>(
          buyer,
          'GET',
          '/api/conversations',
        )
      ).body;
      return conversations.find((c) => c.id === started.body.id)?.otherPartyName === 'Unknown';
    }, 15_000);
    const thread = await call<{ content: string }[] | { messages: { content: string }[] }>(
      buyer,
      'GET',
      `/api/conversations/${started.body.id}/messages`,
    );
    expect(thread.status).toBe(200);
    expect(JSON.stringify(thread.body)).toContain('Please quote FOB Karachi.');

    const again = await call<FieldErrors>(admin, 'DELETE', `/api/admin/exporters/${id}`);
    expect([again.status, again.body.reason]).toEqual([404, 'EXPORTER_NOT_FOUND']);
  });

  it('lists the verification documents with their exporter', async () => {
    const [id] = await idsWhere("status = 'approved'", 1);
    expect((await call(admin, 'GET', '/api/admin/verification-documents')).body).toEqual({ documents: [] });
    await db.query(
      `INSERT INTO catalog.verification_documents (exporter_id, document_type, document_name, file_url)
       VALUES ($1, 'ntn', 'NTN certificate', 'https://files.example.pk/ntn.pdf')`,
      [id],
    );
    expect((await call(admin, 'GET', '/api/admin/verification-documents')).body).toEqual({
      documents: [
        {
          id: expect.any(Number),
          exporterId: id,
          companyName: await scalar('SELECT company_name AS n FROM catalog.exporters WHERE id = $1', [id]),
          documentType: 'ntn',
          documentName: 'NTN certificate',
          fileUrl: 'https://files.example.pk/ntn.pdf',
          status: 'pending',
          reviewedBy: null,
          reviewedAt: null,
          notes: null,
          createdAt: expect.any(String),
        },
      ],
    });
  });

  it('keeps is_premium and the plan in step whichever is written', async () => {
    const [id] = await idsWhere("plan = 'basic'", 1);
    const plan = async () =>
      (await db.query('SELECT plan, is_premium, plan_since FROM catalog.exporters WHERE id = $1', [id]))
        .rows[0];
    await db.query('UPDATE catalog.exporters SET is_premium = true WHERE id = $1', [id]);
    expect(await plan()).toMatchObject({
      plan: 'professional',
      is_premium: true,
      plan_since: expect.any(Date),
    });
    await db.query(
      "UPDATE catalog.exporters SET plan = 'enterprise', plan_since = '2026-01-15' WHERE id = $1",
      [id],
    );
    expect((await plan()).plan_since.toISOString().slice(0, 10)).toBe('2026-01-15');
    await db.query("UPDATE catalog.exporters SET plan = 'basic' WHERE id = $1", [id]);
    expect(await plan()).toMatchObject({ plan: 'basic', is_premium: false, plan_since: null });
    // The seed's premium members hold a paid plan that began within the last 8 months.
    const seeded = await db.query(
      "SELECT count(*)::int AS n, min(plan_since) AS first FROM catalog.exporters WHERE is_premium AND plan <> 'basic'",
    );
    expect(seeded.rows[0].n).toBe(
      await scalar('SELECT count(*)::int AS n FROM catalog.exporters WHERE is_premium'),
    );
    expect(Date.now() - seeded.rows[0].first.getTime()).toBeLessThan(245 * 86_400_000);
  });
});
