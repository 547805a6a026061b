import 'reflect-metadata';
import {
  EXPORTER_APPROVAL_MESSAGES,
  EXPORTER_PROFILE_MESSAGES as M,
  EXPORTER_REVIEW_MESSAGES as R,
  PLAN_LIMIT_MESSAGES,
  PRODUCT_MESSAGES as P,
} from '@ped/contracts/options';
import pg from 'pg';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { expectFieldError, gatewayCalls, type FieldErrors } from '../../../tools/testing/gateway-calls.js';
import { freePort } from '../../../tools/testing/node-process.js';
import { eventually } from '../../../tools/testing/rpc-client.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

const PASSWORD = 'Gujranwala-Fans-2026';
const YEAR = new Date().getFullYear();

interface MyExporter {
  id: number;
  companyName: string;
  email: string;
  status: string;
  plan: string;
  limits: { products: number | null; inquiryContactsPerMonth: number | null };
  productCount: number;
  rejectionReason: string | null;
  country: string;
  establishedYear: number | null;
  certifications: string[];
  website: string | null;
  description: string | null;
  updatedAt: string;
}
interface Product {
  id: number;
  exporterId: number;
  name: string;
  categoryId: number | null;
  price: string | null;
  unit: string | null;
  description: string | null;
  imageUrl: string | null;
}

const profile = (name: string, overrides: Record<string, unknown> = {}) => ({
  companyName: `${name} Sports Industries`,
  email: `${name.toLowerCase()}@sports.example.pk`,
  description: 'Hand-stitched footballs and cricket gear from Sialkot.',
  contactPerson: 'Imran Butt',
  phone: '+92 52 1234567',
  website: 'https://sports.example.pk',
  city: 'Sialkot',
  employeeCount: '51-100',
  certifications: [' ISO 9001 ', '', 'FIFA Quality'],
  ...overrides,
});

describe('exporter workspace over HTTP: own profile and products, plan limits, review and its mail', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let db: pg.Client;
  let alpha: string;
  let bravo: string;
  let charlie: string;
  let buyer: string;
  let admin: string;
  let categoryId: number;

  const { call, tokenOf, person } = gatewayCalls(
    () => system.base,
    '10.41',
    PASSWORD,
    () => testEnv.databaseUrl,
  );
  const scalar = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0]?.n;
  const mine = (token: string) => call<MyExporter>(token, 'GET', '/api/my-exporter');
  /** The 403 of a product added before the profile is approved: why, and what comes next. */
  const notApproved = (status: 'pending' | 'rejected') => ({
    status: 403,
    body: {
      statusCode: 403,
      code: 'FORBIDDEN',
      reason: 'EXPORTER_NOT_APPROVED',
      message: EXPORTER_APPROVAL_MESSAGES[status],
    },
  });
  const productsNamed = (name: string) =>
    scalar('SELECT count(*)::int AS n FROM catalog.products WHERE name = $1', [name]);
  const addProduct = (token: string, body: Record<string, unknown>) =>
    call<Product & FieldErrors>(token, 'POST', '/api/my-exporter/products', { categoryId, ...body });
  const mails = async (keyPattern: string) =>
    (
      await db.query(
        'SELECT mail_key, to_address, subject, text_body FROM catalog.mail_outbox WHERE mail_key LIKE $1 ORDER BY id',
        [keyPattern],
      )
    ).rows as { mail_key: string; to_address: string; subject: string; text_body: string }[];

  beforeAll(async () => {
    testEnv = await createTestEnv('exporter_workspace', { seeded: true });
    // Mail stays in the outbox (nothing listens on this port): the suite reads what was queued.
    const closedPort = String(await freePort());
    system = await startBuiltSystem({ ...testEnv.env, SMTP_PORT: closedPort }, ['catalog', 'identity']);
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    alpha = await tokenOf('/api/auth/register', person('alpha'));
    bravo = await tokenOf('/api/auth/register', person('bravo'));
    charlie = await tokenOf('/api/auth/register', person('charlie'));
    buyer = await tokenOf('/api/buyer/register', person('buyer'));
    await tokenOf('/api/auth/register', person('staff'));
    await db.query("UPDATE identity.users SET role = 'admin' WHERE email = 'staff@example.com'");
    admin = await tokenOf('/api/auth/login', { email: 'staff@example.com', password: PASSWORD });
    categoryId = await scalar('SELECT min(id) AS n FROM catalog.categories');
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
    await testEnv?.dispose();
  });

  const WORKSPACE_ROUTES = [
    ['GET', '/api/my-exporter', undefined],
    ['PUT', '/api/my-exporter', profile('Nobody')],
    ['POST', '/api/exporters', profile('Nobody')],
    ['GET', '/api/my-exporter/products', undefined],
    ['POST', '/api/my-exporter/products', { name: 'Ball', categoryId: 1 }],
    ['PATCH', '/api/my-exporter/products/1', { name: 'Ball' }],
    ['DELETE', '/api/my-exporter/products/1', undefined],
  ] as const;

  it('lets only exporter accounts in: visitors 401, buyers and administrators 403', async () => {
    for (const [method, path, body] of WORKSPACE_ROUTES) {
      const answers = [
        (await call(null, method, path, body)).status,
        (await call(buyer, method, path, body)).status,
        (await call(admin, method, path, body)).status,
      ];
      expect(`${method} ${path}: ${answers.join(' ')}`).toBe(`${method} ${path}: 401 403 403`);
    }
    const review = ['PATCH', '/api/admin/exporters/1/status', { status: 'approved' }] as const;
    expect([
      (await call(null, ...review)).status,
      (await call(buyer, ...review)).status,
      (await call(alpha, ...review)).status,
    ]).toEqual([401, 403, 403]);
  });

  it('answers 404 EXPORTER_PROFILE_NOT_FOUND on every route of an account without a profile', async () => {
    for (const [method, path, body] of WORKSPACE_ROUTES.filter(([, p]) => p !== '/api/exporters')) {
      const answer = await call<FieldErrors>(charlie, method, path, body);
      expect(`${method} ${path}: ${answer.status} ${answer.body?.reason}`).toBe(
        `${method} ${path}: 404 EXPORTER_PROFILE_NOT_FOUND`,
      );
    }
    expect((await call<FieldErrors>(charlie, 'GET', '/api/my-exporter')).body.message).toBe(M.notFound);
  });

  describe('the profile', () => {
    it('creates one pending profile per account, with the defaults, and refuses a second (409)', async () => {
      const created = await call<MyExporter>(alpha, 'POST', '/api/exporters', profile('Alpha'));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        companyName: 'Alpha Sports Industries',
        email: 'alpha@sports.example.pk',
        status: 'pending',
        plan: 'basic',
        limits: { products: 5, inquiryContactsPerMonth: 10 },
        productCount: 0,
        rejectionReason: null,
        country: 'Pakistan',
        establishedYear: YEAR,
        certifications: ['ISO 9001', 'FIFA Quality'],
      });
      expect(
        await scalar('SELECT user_id AS n FROM catalog.exporters WHERE id = $1', [created.body.id]),
      ).toBe(await scalar("SELECT id AS n FROM identity.users WHERE email = 'alpha@example.com'"));
      expect((await mine(alpha)).body).toEqual(created.body);

      const again = await call<FieldErrors>(alpha, 'POST', '/api/exporters', profile('AlphaTwo'));
      expect([again.status, again.body.reason, again.body.message]).toEqual([
        409,
        'EXPORTER_PROFILE_EXISTS',
        M.exists,
      ]);
      const taken = await call<FieldErrors>(
        bravo,
        'POST',
        '/api/exporters',
        profile('Bravo', {
          email: 'ALPHA@sports.example.pk',
        }),
      );
      expect([taken.status, taken.body.reason]).toEqual([409, 'APPLICATION_EMAIL_TAKEN']);
      expect((await call(bravo, 'POST', '/api/exporters', profile('Bravo'))).status).toBe(201);
      expect(
        await scalar(
          "SELECT count(*)::int AS n FROM catalog.outbox WHERE subject = 'catalog.exporter.created'",
        ),
      ).toBeGreaterThanOrEqual(2);
    });

    it('two creates at once make one profile', async () => {
      const answers = await Promise.all([
        call(charlie, 'POST', '/api/exporters', profile('Charlie')),
        call(charlie, 'POST', '/api/exporters', profile('Charlie', { email: 'charlie2@sports.example.pk' })),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      const owner = await scalar("SELECT id AS n FROM identity.users WHERE email = 'charlie@example.com'");
      expect(
        await scalar('SELECT count(*)::int AS n FROM catalog.exporters WHERE user_id = $1', [owner]),
      ).toBe(1);
    });

    it('names each invalid field with its message, and a failed edit stores nothing', async () => {
      const before = (await mine(alpha)).body;
      const invalid = await call<FieldErrors>(alpha, 'PUT', '/api/my-exporter', {
        ...profile('Alpha'),
        companyName: '   ',
        email: 'not-an-email',
        website: 'not a website',
        establishedYear: YEAR + 1,
        employeeCount: '7',
        certifications: Array.from({ length: 21 }, (_, i) => `Cert ${i}`),
        description: 'x'.repeat(5001),
      });
      expectFieldError(invalid, 'companyName', M.companyName);
      expectFieldError(invalid, 'email', M.email);
      expectFieldError(invalid, 'website', M.website);
      expectFieldError(invalid, 'establishedYear', `Established year must be between 1800 and ${YEAR}`);
      expectFieldError(invalid, 'employeeCount', M.employeeCount);
      expectFieldError(invalid, 'certifications', M.certifications);
      expectFieldError(invalid, 'description', M.description);
      const long = await call(
        alpha,
        'PUT',
        '/api/my-exporter',
        profile('Alpha', { companyName: 'x'.repeat(256) }),
      );
      expectFieldError(long, 'companyName', M.companyNameLength);
      expect((await mine(alpha)).body).toEqual(before);
    });

    it('replaces the whole profile on PUT (left out: no value; country and year take their defaults)', async () => {
      const edited = await call<MyExporter>(alpha, 'PUT', '/api/my-exporter', {
        companyName: 'Alpha Sports Industries',
        email: 'alpha@sports.example.pk',
        website: '',
        establishedYear: '1998',
        certifications: [],
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        website: null,
        description: null,
        establishedYear: 1998,
        country: 'Pakistan',
        certifications: [],
        status: 'pending',
      });
      const taken = await call<FieldErrors>(
        bravo,
        'PUT',
        '/api/my-exporter',
        profile('Bravo', {
          email: 'alpha@sports.example.pk',
        }),
      );
      expect([taken.status, taken.body.reason]).toEqual([409, 'APPLICATION_EMAIL_TAKEN']);
    });
  });

  describe('products', () => {
    // Bravo and Charlie are approved here (Basic and, later, premium); Alpha stays pending for its review.
    beforeAll(async () => {
      for (const token of [bravo, charlie]) {
        const { id } = (await mine(token)).body;
        expect(
          (await call(admin, 'PATCH', `/api/admin/exporters/${id}/status`, { status: 'approved' })).status,
        ).toBe(200);
      }
    });

    it('refuses a pending exporter a product, 403 EXPORTER_NOT_APPROVED saying why and what next; nothing stored', async () => {
      expect(await addProduct(alpha, { name: 'Pending ball', price: 9 })).toEqual(notApproved('pending'));
      expect(await productsNamed('Pending ball')).toBe(0);
      expect((await mine(alpha)).body.productCount).toBe(0);
    });

    it('refuses a product without a name or category, an unknown category and a negative price', async () => {
      const empty = await addProduct(bravo, { name: ' ', categoryId: 0 });
      expectFieldError(empty, 'name', P.name);
      expectFieldError(empty, 'categoryId', P.category);
      const unknown = await addProduct(bravo, { name: 'Football', categoryId: 999_999 });
      expectFieldError(unknown, 'categoryId', P.unknownCategory);
      expectFieldError(await addProduct(bravo, { name: 'Football', price: -1 }), 'price', P.price);
      expectFieldError(await addProduct(bravo, { name: 'Football', price: '1.234' }), 'price', P.price);
      expectFieldError(
        await addProduct(bravo, { name: 'Football', imageUrl: 'javascript:alert(1)' }),
        'imageUrl',
      );
      expect(await productsNamed('Football')).toBe(0);
    });

    it('takes only a picture uploaded here: another host’s image (a tracking pixel on public pages) is refused', async () => {
      for (const imageUrl of [
        'https://tracker.example/pixel.gif',
        'http://tracker.example/media/product-0123456789abcdef-640.webp',
        '//tracker.example/media/product-0123456789abcdef-640.webp',
      ]) {
        expectFieldError(await addProduct(bravo, { name: 'Tracked ball', imageUrl }), 'imageUrl', P.imageUrl);
      }
      expect(await productsNamed('Tracked ball')).toBe(0);
      const uploaded = '/media/product-0123456789abcdef-640.webp';
      const added = await addProduct(bravo, { name: 'Pictured ball', imageUrl: uploaded });
      expect([added.status, added.body.imageUrl]).toEqual([201, uploaded]);
      const path = `/api/my-exporter/products/${added.body.id}`;
      expectFieldError(
        await call(bravo, 'PATCH', path, { imageUrl: 'https://tracker.example/pixel.gif' }),
        'imageUrl',
        P.imageUrl,
      );
      expect(await scalar('SELECT image_url AS n FROM catalog.products WHERE id = $1', [added.body.id])).toBe(
        uploaded,
      );
      expect((await call(bravo, 'DELETE', path)).status).toBe(204);
    });

    it('holds 5 products on Basic: the 6th answers 403 PLAN_LIMIT_REACHED, even when two arrive at once', async () => {
      for (let i = 1; i <= 4; i += 1) {
        const added = await addProduct(bravo, { name: `Match ball ${i}`, price: 12.5, unit: 'piece' });
        expect(added.status).toBe(201);
        expect(added.body).toMatchObject({
          name: `Match ball ${i}`,
          price: '12.50',
          unit: 'piece',
          categoryId,
        });
      }
      const both = await Promise.all([
        addProduct(bravo, { name: 'Racing gloves A' }),
        addProduct(bravo, { name: 'Racing gloves B' }),
      ]);
      expect(both.map((a) => a.status).sort()).toEqual([201, 403]);
      const sixth = await addProduct(bravo, { name: 'Shin guards' });
      expect([sixth.status, sixth.body.reason, sixth.body.message]).toEqual([
        403,
        'PLAN_LIMIT_REACHED',
        PLAN_LIMIT_MESSAGES.products,
      ]);
      const list = await call<{ products: Product[] }>(bravo, 'GET', '/api/my-exporter/products');
      expect(list.body.products).toHaveLength(5);
      expect(list.body.products[4]!.name).toBe('Match ball 1'); // newest first
      expect((await mine(bravo)).body.productCount).toBe(5);
    });

    it('lets a premium exporter add a 6th', async () => {
      // Either of the two racing creates may have won, so find the profile by its owner.
      await db.query(
        `UPDATE catalog.exporters SET is_premium = true
          WHERE user_id = (SELECT id FROM identity.users WHERE email = 'charlie@example.com')`,
      );
      expect((await mine(charlie)).body).toMatchObject({
        plan: 'premium',
        limits: { products: null, inquiryContactsPerMonth: null },
      });
      for (let i = 1; i <= 6; i += 1)
        expect((await addProduct(charlie, { name: `Glove ${i}` })).status).toBe(201);
    });

    it('edits and deletes its own products; another exporter’s are not found, like ids that do not exist', async () => {
      const [product] = (await call<{ products: Product[] }>(bravo, 'GET', '/api/my-exporter/products')).body
        .products;
      const path = `/api/my-exporter/products/${product!.id}`;
      const edited = await call<Product>(bravo, 'PATCH', path, {
        price: '',
        description: 'Size 5',
        name: 'Pro ball',
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        id: product!.id,
        name: 'Pro ball',
        price: null,
        description: 'Size 5',
      });
      expectFieldError(await call(bravo, 'PATCH', path, { name: '' }), 'name', P.name);
      expectFieldError(await call(bravo, 'PATCH', path, { categoryId: null }), 'categoryId', P.category);

      const missing = await call<FieldErrors>(bravo, 'PATCH', '/api/my-exporter/products/2147483647', {
        name: 'X',
      });
      for (const [method, body] of [
        ['PATCH', { name: 'Stolen' }],
        ['DELETE', undefined],
      ] as const) {
        const foreign = await call<FieldErrors>(charlie, method, path, body);
        expect([foreign.status, foreign.body]).toEqual([404, missing.body]);
      }
      expect(missing.body.reason).toBe('PRODUCT_NOT_FOUND');
      expect(await scalar('SELECT name AS n FROM catalog.products WHERE id = $1', [product!.id])).toBe(
        'Pro ball',
      );

      expect((await call(bravo, 'DELETE', path)).status).toBe(204);
      expect((await call(bravo, 'DELETE', path)).status).toBe(404);
      expect((await addProduct(bravo, { name: 'Shin guards' })).status).toBe(201);
    });
  });

  describe('review by an administrator', () => {
    it('rejects with a reason (kept, shown to the exporter, mailed once) and approves a resubmitted profile', async () => {
      const { id } = (await mine(alpha)).body;
      const path = `/api/admin/exporters/${id}/status`;
      expectFieldError(
        await call(admin, 'PATCH', path, { status: 'rejected', reason: '  ' }),
        'reason',
        R.reason,
      );
      expectFieldError(await call(admin, 'PATCH', path, { status: 'published' }), 'status', R.status);
      const unknown = await call<FieldErrors>(admin, 'PATCH', '/api/admin/exporters/2147483647/status', {
        status: 'approved',
      });
      expect([unknown.status, unknown.body.reason]).toEqual([404, 'EXPORTER_NOT_FOUND']);

      const reason = 'Please add your export licence number to the description.';
      const rejected = await call(admin, 'PATCH', path, { status: 'rejected', reason });
      expect([rejected.status, rejected.body]).toEqual([200, { id, status: 'rejected' }]);
      expect((await mine(alpha)).body).toMatchObject({ status: 'rejected', rejectionReason: reason });
      // A rejected profile adds no product either: the answer says how to be reviewed again.
      expect(await addProduct(alpha, { name: 'Rejected ball' })).toEqual(notApproved('rejected'));
      const again = await call<FieldErrors>(admin, 'PATCH', path, { status: 'approved' });
      expect([again.status, again.body.reason, again.body.message]).toEqual([
        409,
        'EXPORTER_NOT_PENDING',
        R.notPending,
      ]);
      const rejections = await mails(`rejected:${id}:%`);
      expect(rejections).toHaveLength(1);
      expect(rejections[0]).toMatchObject({ to_address: 'alpha@sports.example.pk' });
      expect(rejections[0]!.text_body).toContain(reason);

      // Saving the profile again sends it back to review.
      const resubmitted = await call<MyExporter>(alpha, 'PUT', '/api/my-exporter', profile('Alpha'));
      expect(resubmitted.body).toMatchObject({ status: 'pending', rejectionReason: null });
      expect((await call(admin, 'PATCH', path, { status: 'approved' })).body).toEqual({
        id,
        status: 'approved',
      });
      expect((await call(null, 'GET', `/api/exporters/${id}`)).status).toBe(200);
      expect(
        await scalar(
          "SELECT count(*)::int AS n FROM catalog.outbox WHERE subject = 'catalog.exporter.approved' AND (envelope->'data'->>'exporterId')::int = $1",
          [id],
        ),
      ).toBe(1);
      expect(await mails(`rejected:${id}:%`)).toHaveLength(1);
    });

    it('shows an approved exporter’s edit on its public page within 1 second (cache invalidated by the event)', async () => {
      const { id } = (await mine(alpha)).body;
      const publicName = async () =>
        (await call<{ companyName: string }>(null, 'GET', `/api/exporters/${id}`)).body.companyName;
      expect(await publicName()).toBe('Alpha Sports Industries');
      expect(await publicName()).toBe('Alpha Sports Industries'); // now cached
      const edited = await call(
        alpha,
        'PUT',
        '/api/my-exporter',
        profile('Alpha', { companyName: 'Alpha Pro Sports' }),
      );
      expect(edited.status).toBe(200);
      const saved = Date.now();
      await eventually(async () => (await publicName()) === 'Alpha Pro Sports', 1000);
      expect(Date.now() - saved).toBeLessThan(1000);
    });
  });

  describe('signup to account', () => {
    const signup = {
      companyName: 'Multan Mango Farms',
      businessType: 'Manufacturer',
      yearEstablished: '2010',
      contactPersonName: 'Ayesha Khan',
      email: 'ayesha@multanmango.pk',
      phone: '+92 61 1234567',
      address: '3 Bosan Road',
      city: 'Multan',
      province: 'Punjab',
      description: 'Growers and exporters of Chaunsa and Sindhri mangoes to the Gulf and Europe.',
      mainProducts: 'Mangoes',
      exportExperience: '6-10 Years',
      targetMarkets: 'UAE, UK',
      employeeCount: '51-100',
      agreeToTerms: true,
      agreeToDataProcessing: true,
    };

    it('mails "we received your application" with the registration ID once; the approval\'s set-password link links an account', async () => {
      const submitted = await call<{ registrationId: string }>(null, 'POST', '/api/exporter/signup', signup);
      expect(submitted.status).toBe(201);
      const { registrationId } = submitted.body;
      const received = await mails(`application:${registrationId}`);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ to_address: 'ayesha@multanmango.pk' });
      expect(received[0]!.subject).toContain(registrationId);
      expect(received[0]!.text_body).toContain(`Your registration ID: ${registrationId}`);
      expect((await call(null, 'POST', '/api/exporter/signup', signup)).status).toBe(409);
      expect(await mails('application:%')).toHaveLength(1);

      const id = await scalar("SELECT id AS n FROM catalog.exporters WHERE email = 'ayesha@multanmango.pk'");
      expect(
        (await call(admin, 'PATCH', `/api/admin/exporters/${id}/status`, { status: 'approved' })).status,
      ).toBe(200);
      // identity makes the account and mails the application's address a set-password link; using it proves
      // the address, links the listing (identity.exporter_account.linked) and the catalog records the owner.
      let link: string | undefined;
      await eventually(async () => {
        const body = await scalar(
          "SELECT text_body AS n FROM identity.mail_outbox WHERE to_address = 'ayesha@multanmango.pk' AND mail_key LIKE 'exporter-approved:%'",
        );
        link = /\/set-password\?token=([A-Za-z0-9_-]+)/.exec(body ?? '')?.[1];
        return link !== undefined;
      }, 15_000);
      expect(await scalar('SELECT user_id AS n FROM catalog.exporters WHERE id = $1', [id])).toBeNull();
      expect(
        (
          await call(null, 'POST', '/api/auth/password-link', {
            token: link,
            password: 'Chaunsa-Season-2026',
          })
        ).status,
      ).toBe(200);
      await eventually(
        async () => (await scalar('SELECT user_id AS n FROM catalog.exporters WHERE id = $1', [id])) !== null,
        15_000,
      );
      const userId = await scalar('SELECT user_id AS n FROM catalog.exporters WHERE id = $1', [id]);
      expect(await scalar('SELECT email AS n FROM identity.users WHERE id = $1', [userId])).toBe(
        'ayesha@multanmango.pk',
      );
    });
  });
});
