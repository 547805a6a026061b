import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTACT_MESSAGES } from '@ped/contracts/messaging';
import pg from 'pg';
import { eventually } from '../../../tools/testing/rpc-client.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';
import { freePort, spawnNode, waitForHttp, type NodeProcess } from '../../../tools/testing/node-process.js';

const inquiry = (exporterId: number, overrides: Record<string, unknown> = {}) => ({
  buyerName: 'Anna Becker',
  buyerEmail: 'anna@becker-import.de',
  buyerCompany: 'Becker Import GmbH',
  message: 'Please quote 2 x 40 ft containers of 1121 sella basmati, CIF Hamburg.',
  exporterId,
  ...overrides,
});

const siteMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Omar Farooq',
  email: 'omar@example.com',
  subject: 'Listing question',
  message: 'How long does verification take for a new exporter?',
  ...overrides,
});

describe('messaging routes: gateway → NATS → messaging (exporter directory from catalog events)', () => {
  let testEnv: TestEnv;
  let catalog: NodeProcess;
  let messaging: NodeProcess;
  let gateway: NodeProcess;
  let base: string;
  let db: pg.Client;
  let clientIp = 0;

  /** Each call from its own address (X-Forwarded-For from the edge), unless a test pins one. */
  const post = (path: string, body: unknown, ip = `10.2.0.${++clientIp}`) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
  const scalar = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0]?.n;
  const exporterWithStatus = (status: string) =>
    scalar('SELECT min(id) AS n FROM catalog.exporters WHERE status = $1', [status]);

  beforeAll(async () => {
    testEnv = await createTestEnv('messaging_routes', { seeded: true });
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
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    // The read model fills from the catalog's seed events (outbox → JetStream → durable consumer).
    await eventually(async () => {
      const exporters = await scalar('SELECT count(*)::int AS n FROM catalog.exporters');
      const directory = await scalar('SELECT count(*)::int AS n FROM messaging.exporter_directory').catch(
        () => -1,
      );
      return exporters > 0 && directory === exporters;
    }, 30_000);
  });

  afterAll(async () => {
    await db?.end();
    await gateway?.stop();
    await messaging?.stop();
    await catalog?.stop();
    await testEnv?.dispose();
  });

  it('keeps the exporter directory from catalog events: approved ones public, others not', async () => {
    const { rows } = await db.query(`
      SELECT count(*)::int AS n FROM catalog.exporters e
        JOIN messaging.exporter_directory d ON d.id = e.id
       WHERE d.company_name = e.company_name AND d.is_public = (e.status = 'approved')`);
    expect(rows[0].n).toBe(await scalar('SELECT count(*)::int AS n FROM catalog.exporters'));
  });

  describe('POST /api/contact-requests', () => {
    it('stores a pending inquiry to an approved exporter and records its event', async () => {
      const exporterId = await exporterWithStatus('approved');
      const response = await post('/api/contact-requests', inquiry(exporterId));
      expect(response.status).toBe(201);
      const created = (await response.json()) as { id: number; status: string };
      expect(created).toMatchObject({ exporterId, status: 'pending' });
      const { rows } = await db.query(
        'SELECT exporter_id, buyer_name, buyer_email, buyer_company, message, status FROM messaging.contact_requests WHERE id = $1',
        [created.id],
      );
      expect(rows).toEqual([
        {
          exporter_id: exporterId,
          buyer_name: 'Anna Becker',
          buyer_email: 'anna@becker-import.de',
          buyer_company: 'Becker Import GmbH',
          message: inquiry(exporterId).message,
          status: 'pending',
        },
      ]);
      const events = await db.query(
        "SELECT envelope->'data' AS data FROM messaging.outbox WHERE subject = 'messaging.contact_request.created'",
      );
      expect(events.rows).toEqual([{ data: expect.objectContaining({ id: created.id, exporterId }) }]);
    });

    it('accepts an inquiry without a company', async () => {
      const exporterId = await exporterWithStatus('approved');
      const { buyerCompany: _omitted, ...withoutCompany } = inquiry(exporterId);
      expect((await post('/api/contact-requests', withoutCompany)).status).toBe(201);
      expect((await post('/api/contact-requests', { ...withoutCompany, buyerCompany: '' })).status).toBe(201);
    });

    it('answers 404 "Exporter Not Found" for unknown, pending and rejected exporters', async () => {
      for (const exporterId of [
        999_999,
        await exporterWithStatus('pending'),
        await exporterWithStatus('rejected'),
      ]) {
        const response = await post('/api/contact-requests', inquiry(exporterId));
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({
          statusCode: 404,
          code: 'NOT_FOUND',
          reason: 'EXPORTER_NOT_FOUND',
          message: 'Exporter Not Found',
        });
      }
    });

    it('names each missing or invalid field with its message', async () => {
      const response = await post('/api/contact-requests', {});
      expect(response.status).toBe(400);
      const body = (await response.json()) as { details: { field: string; messages: string[] }[] };
      expect(Object.fromEntries(body.details.map((d) => [d.field, d.messages[0]]))).toEqual({
        buyerName: CONTACT_MESSAGES.buyerName,
        buyerEmail: CONTACT_MESSAGES.email,
        message: CONTACT_MESSAGES.message,
        exporterId: CONTACT_MESSAGES.exporterId,
      });
      const exporterId = await exporterWithStatus('approved');
      for (const [override, field, message] of [
        [{ buyerEmail: 'not-an-email' }, 'buyerEmail', CONTACT_MESSAGES.email],
        [{ buyerName: '  ' }, 'buyerName', CONTACT_MESSAGES.buyerName],
        [{ message: 'x'.repeat(5001) }, 'message', CONTACT_MESSAGES.messageTooLong],
        [{ exporterId: 0 }, 'exporterId', CONTACT_MESSAGES.exporterId],
        [{ exporterId: 'abc' }, 'exporterId', CONTACT_MESSAGES.exporterId],
      ] as const) {
        const invalid = await post('/api/contact-requests', inquiry(exporterId, override));
        expect(invalid.status).toBe(400);
        expect(await invalid.json()).toMatchObject({ message, details: [{ field }] });
      }
      expect((await post('/api/contact-requests', inquiry(exporterId, { status: 'read' }))).status).toBe(400);
    });

    it('follows the catalog: a new (pending) signup cannot be contacted yet', async () => {
      const signup = await post('/api/exporter/signup', {
        companyName: 'Frontier Dry Fruits',
        businessType: 'Supplier',
        yearEstablished: '2011',
        contactPersonName: 'Gul Khan',
        email: 'gul@frontierdryfruits.pk',
        phone: '+92 91 5550000',
        address: 'Ring Road',
        city: 'Peshawar',
        province: 'Khyber Pakhtunkhwa',
        website: '',
        description: 'Supplier of pine nuts, walnuts and dried apricots from Khyber Pakhtunkhwa and Gilgit.',
        mainProducts: 'Pine nuts, walnuts',
        exportExperience: '3-5 Years',
        targetMarkets: 'China, UAE',
        employeeCount: '11-50',
        agreeToTerms: true,
        agreeToDataProcessing: true,
      });
      expect(signup.status).toBe(201);
      const id = await scalar(
        "SELECT id AS n FROM catalog.exporters WHERE email = 'gul@frontierdryfruits.pk'",
      );
      await eventually(
        async () =>
          (await scalar('SELECT count(*)::int AS n FROM messaging.exporter_directory WHERE id = $1', [
            id,
          ])) === 1,
      );
      expect((await post('/api/contact-requests', inquiry(id))).status).toBe(404);
    });
  });

  describe('POST /api/contact', () => {
    it('stores a site message with inquiry_type general by default, or the type given', async () => {
      const plain = await post('/api/contact', siteMessage());
      expect(plain.status).toBe(201);
      expect(await plain.json()).toMatchObject({ inquiry_type: 'general' });
      const partnership = await post(
        '/api/contact',
        siteMessage({ company: 'Omar & Co', inquiry_type: 'partnership' }),
      );
      expect(partnership.status).toBe(201);
      const { rows } = await db.query(
        'SELECT name, email, company, subject, inquiry_type FROM messaging.site_contact_messages ORDER BY id',
      );
      expect(rows).toEqual([
        {
          name: 'Omar Farooq',
          email: 'omar@example.com',
          company: null,
          subject: 'Listing question',
          inquiry_type: 'general',
        },
        {
          name: 'Omar Farooq',
          email: 'omar@example.com',
          company: 'Omar & Co',
          subject: 'Listing question',
          inquiry_type: 'partnership',
        },
      ]);
    });

    it('names each missing or invalid field with its message', async () => {
      const response = await post('/api/contact', {});
      expect(response.status).toBe(400);
      const body = (await response.json()) as { details: { field: string; messages: string[] }[] };
      expect(Object.fromEntries(body.details.map((d) => [d.field, d.messages[0]]))).toEqual({
        name: CONTACT_MESSAGES.name,
        email: CONTACT_MESSAGES.email,
        subject: CONTACT_MESSAGES.subject,
        message: CONTACT_MESSAGES.message,
      });
      for (const [override, field, message] of [
        [{ inquiry_type: 'spam' }, 'inquiry_type', CONTACT_MESSAGES.inquiryType],
        [{ subject: 's'.repeat(256) }, 'subject', CONTACT_MESSAGES.subjectTooLong],
        [{ email: 'omar@' }, 'email', CONTACT_MESSAGES.email],
      ] as const) {
        const invalid = await post('/api/contact', siteMessage(override));
        expect(invalid.status).toBe(400);
        expect(await invalid.json()).toMatchObject({ message, details: [{ field }] });
      }
    });

    it('shares one per-address budget with inquiries: the sixth message in ten minutes gets 429', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await post('/api/contact', siteMessage(), '10.2.99.1')).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const refused = await post('/api/contact-requests', inquiry(1), '10.2.99.1');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', reason: 'TOO_MANY_REQUESTS' });
    });
  });

  it("counts the last 30 days' inquiries as totalContacts in GET /api/stats (Monthly Connections)", async () => {
    const stats = async () =>
      ((await (await fetch(`${base}/api/stats`)).json()) as { totalContacts: number }).totalContacts;
    expect(await stats()).toBe(await scalar('SELECT count(*)::int AS n FROM messaging.contact_requests'));
    expect(await stats()).toBe(3);
    await db.query(
      "UPDATE messaging.contact_requests SET created_at = now() - interval '31 days' WHERE id = (SELECT min(id) FROM messaging.contact_requests)",
    );
    // The gateway keeps the count for up to a second.
    await eventually(async () => (await stats()) === 2, 3000);
  });
});
