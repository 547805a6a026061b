import 'reflect-metadata';
import { INQUIRY_MESSAGES, PLAN_LIMIT_MESSAGES } from '@ped/contracts/options';
import type { InquiryDto, InquiryListDto, InquiryReplyResultDto } from '@ped/contracts/messaging';
import type { ExporterMetricsDto } from '@ped/contracts/catalog';
import pg from 'pg';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { expectFieldError, gatewayCalls } from '../../../tools/testing/gateway-calls.js';
import { isSignUpMail, MailCatcher } from '../../../tools/testing/mail-catcher.js';
import { eventually } from '../../../tools/testing/rpc-client.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

const PASSWORD = 'Gujranwala-Fans-2026';
const VISITORS = 11;

interface Summary {
  id: number;
  subject: string;
  exporterId: number;
}
interface Message {
  content: string;
  senderType: string;
}

/**
 * An exporter's inquiries over HTTP (gateway → messaging, the catalog's exporters through their
 * events): its own only, Basic's 10 a calendar month with contact details, reply (a conversation
 * with a buyer who has an account, an e-mail to a visitor) and decline. Subnet 10.43.
 */
describe('my inquiries: an exporter reads, answers and declines its own inquiries', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let db: pg.Client;
  const smtp = new MailCatcher();
  let buyer: string;
  let exporter: string;
  let rival: string;
  let profileless: string;
  let admin: string;
  let exporterId: number;
  let rivalId: number;
  let companyName: string;
  /** Ids by who sent them: the buyer with an account, the visitors (1-based, in order of arrival). */
  let buyerInquiry: number;
  const visitorInquiry: number[] = [];
  let rivalInquiry: number;

  const { call, tokenOf, person } = gatewayCalls(
    () => system.base,
    '10.43',
    PASSWORD,
    () => testEnv.databaseUrl,
  );
  const scalar = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0]?.n;
  const link = async (email: string, exporter: number) => {
    const userId = await scalar('SELECT id AS n FROM identity.users WHERE email = $1', [email]);
    await db.query('UPDATE catalog.exporters SET user_id = $1 WHERE id = $2', [userId, exporter]);
    await db.query('UPDATE messaging.exporter_directory SET user_id = $1 WHERE id = $2', [userId, exporter]);
  };
  const inquire = async (token: string | null, to: number, name: string, email: string) => {
    const answer = await call<{ id: number }>(token, 'POST', '/api/contact-requests', {
      exporterId: to,
      buyerName: name,
      buyerEmail: email,
      message: `Hello from ${name}.\nWe need 2,000 units a month.`,
    });
    expect(answer.status).toBe(201);
    return answer.body.id;
  };
  const list = (token = exporter, query = '') =>
    call<InquiryListDto>(token, 'GET', `/api/my-exporter/contact-requests${query}`);
  const reply = (id: number, message: unknown, token = exporter) =>
    call<InquiryReplyResultDto>(token, 'POST', `/api/my-exporter/contact-requests/${id}/reply`, { message });
  const decline = (id: number, reason: unknown, token = exporter) =>
    call<InquiryDto>(token, 'POST', `/api/my-exporter/contact-requests/${id}/decline`, { reason });
  const responded = async (id: number) =>
    scalar(
      `SELECT count(*)::int AS n FROM messaging.outbox
        WHERE subject = 'messaging.contact_request.responded' AND (envelope->'data'->>'id')::int = $1`,
      [id],
    );
  const visitorEmail = (n: number) => `visitor${n}@example.org`;

  beforeAll(async () => {
    testEnv = await createTestEnv('my_inquiries', { seeded: true });
    await smtp.start();
    system = await startBuiltSystem(
      {
        ...testEnv.env,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        MAIL_FROM: 'Pakistan Export Directory <no-reply@directory.test>',
        PUBLIC_ORIGIN: 'http://localhost:8080',
      },
      ['catalog', 'identity', 'messaging'],
    );
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    buyer = await tokenOf('/api/buyer/register', person('anna'));
    const profile = await call(buyer, 'POST', '/api/buyer/complete-profile', {
      firstName: 'Anna',
      lastName: 'Becker',
      email: 'anna@example.com',
      companyName: 'Becker Import GmbH',
      businessType: 'Wholesaler',
      country: 'Germany',
      industryFocus: ['Rice & Grains'],
    });
    expect(profile.status).toBe(200);
    exporter = await tokenOf('/api/auth/register', person('exporter'));
    rival = await tokenOf('/api/auth/register', person('rival'));
    profileless = await tokenOf('/api/auth/register', person('newcomer'));
    await tokenOf('/api/auth/register', person('staff'));
    await db.query("UPDATE identity.users SET role = 'admin' WHERE email = 'staff@example.com'");
    admin = await tokenOf('/api/auth/login', { email: 'staff@example.com', password: PASSWORD });
    await eventually(async () => {
      const exporters = await scalar('SELECT count(*)::int AS n FROM catalog.exporters');
      const directory = await scalar('SELECT count(*)::int AS n FROM messaging.exporter_directory').catch(
        () => -1,
      );
      return exporters > 0 && directory === exporters;
    }, 30_000);
    const approved = await db.query(
      "SELECT id, company_name FROM catalog.exporters WHERE status = 'approved' AND NOT is_premium ORDER BY id LIMIT 2",
    );
    exporterId = approved.rows[0].id;
    companyName = approved.rows[0].company_name;
    rivalId = approved.rows[1].id;
    await link('exporter@example.com', exporterId);
    await link('rival@example.com', rivalId);
    await db.query('UPDATE messaging.exporter_directory SET is_premium = false WHERE id = ANY($1)', [
      [exporterId, rivalId],
    ]);

    // Last month's one, then this month's: the buyer's first, then the visitors'. Their times are set
    // apart in the month's first days so the order is certain whatever the clock says.
    const lastMonth = await inquire(null, exporterId, 'Early Bird', 'early@example.org');
    await db.query(
      "UPDATE messaging.contact_requests SET created_at = date_trunc('month', now()) - interval '3 days' WHERE id = $1",
      [lastMonth],
    );
    buyerInquiry = await inquire(buyer, exporterId, 'Anna Becker', 'anna@example.com');
    for (let n = 1; n <= VISITORS; n++)
      visitorInquiry.push(await inquire(null, exporterId, `Visitor ${n}`, visitorEmail(n)));
    await db.query(
      `UPDATE messaging.contact_requests SET created_at = date_trunc('month', now()) + (id - $2) * interval '1 minute'
        WHERE id >= $1`,
      [buyerInquiry, buyerInquiry],
    );
    rivalInquiry = await inquire(null, rivalId, 'Someone', 'someone@example.org');
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
    await smtp.stop().catch(() => undefined);
    await testEnv?.dispose();
  });

  describe('access', () => {
    const routes = (id: number) =>
      [
        ['GET', '/api/my-exporter/contact-requests', undefined],
        ['POST', `/api/my-exporter/contact-requests/${id}/reply`, { message: 'Hello' }],
        ['POST', `/api/my-exporter/contact-requests/${id}/decline`, { reason: 'No stock' }],
        ['GET', '/api/my-exporter/metrics', undefined],
      ] as const;

    it('refuses visitors (401), buyers and administrators (403); an account without a profile has none (404)', async () => {
      for (const [method, path, body] of routes(buyerInquiry)) {
        const seen = [
          (await call(null, method, path, body)).status,
          (await call(buyer, method, path, body)).status,
          (await call(admin, method, path, body)).status,
        ];
        expect(`${method} ${path}: ${seen.join(' ')}`).toBe(`${method} ${path}: 401 403 403`);
        const none = await call<{ reason: string }>(profileless, method, path, body);
        expect(`${method} ${path}: ${none.status} ${none.body.reason}`).toBe(
          `${method} ${path}: 404 EXPORTER_PROFILE_NOT_FOUND`,
        );
      }
    });

    it("answers another exporter's inquiry as one that does not exist (404, same body)", async () => {
      const missing = await reply(2_000_000_000, 'Hello');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ reason: 'INQUIRY_NOT_FOUND', message: INQUIRY_MESSAGES.notFound });
      for (const answer of [await reply(rivalInquiry, 'Hello'), await decline(rivalInquiry, 'No')]) {
        expect(answer.status).toBe(404);
        expect({ ...answer.body, requestId: undefined }).toEqual({ ...missing.body, requestId: undefined });
      }
      expect(
        await scalar('SELECT status AS n FROM messaging.contact_requests WHERE id = $1', [rivalInquiry]),
      ).toBe('pending');
      const theirs = await list(rival);
      expect(theirs.body.items.map((item) => item.id)).toEqual([rivalInquiry]);
    });
  });

  describe('the list and Basic’s monthly allowance', () => {
    it("lists only the caller's own, newest first; after the month's 10th the e-mail is masked", async () => {
      const { status, body } = await list();
      expect(status).toBe(200);
      expect(body).toMatchObject({
        total: 2 + VISITORS,
        plan: 'basic',
        monthlyContactLimit: 10,
        lockedCount: 2,
      });
      expect(body.items).toHaveLength(2 + VISITORS);
      const ids = body.items.map((item) => item.id);
      expect(ids.slice(0, VISITORS)).toEqual([...visitorInquiry].reverse());
      const byId = new Map(body.items.map((item) => [item.id, item]));
      // The month's 11th and 12th: visitors 10 and 11.
      expect(byId.get(visitorInquiry[10]!)).toMatchObject({ locked: true, buyerEmail: 'v•••@example.org' });
      expect(byId.get(visitorInquiry[9]!)).toMatchObject({ locked: true, buyerEmail: 'v•••@example.org' });
      expect(byId.get(visitorInquiry[8]!)).toMatchObject({ locked: false, buyerEmail: visitorEmail(9) });
      expect(byId.get(buyerInquiry)).toMatchObject({
        locked: false,
        buyerName: 'Anna Becker',
        buyerEmail: 'anna@example.com',
        status: 'pending',
        conversationId: null,
        declineReason: null,
      });
      // Last month's counts against last month's allowance.
      expect(body.items.at(-1)).toMatchObject({ buyerName: 'Early Bird', locked: false });
      const page = await list(exporter, '?limit=2&offset=1');
      expect(page.body.items.map((item) => item.id)).toEqual(ids.slice(1, 3));
      expect(page.body.total).toBe(2 + VISITORS);
      expectFieldError(await list(exporter, '?limit=0'), 'limit');
    });

    it('refuses a reply to a locked inquiry (403) until the plan allows it; premium sees every one', async () => {
      const locked = visitorInquiry[10]!;
      const refused = await reply(locked, 'Thank you');
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        reason: 'PLAN_LIMIT_REACHED',
        message: PLAN_LIMIT_MESSAGES.inquiries,
      });
      await db.query('UPDATE messaging.exporter_directory SET is_premium = true WHERE id = $1', [exporterId]);
      try {
        const { body } = await list();
        expect(body).toMatchObject({ plan: 'premium', monthlyContactLimit: null, lockedCount: 0 });
        expect(body.items.every((item) => !item.locked)).toBe(true);
        expect(body.items.find((item) => item.id === locked)!.buyerEmail).toBe(visitorEmail(11));
      } finally {
        await db.query('UPDATE messaging.exporter_directory SET is_premium = false WHERE id = $1', [
          exporterId,
        ]);
      }
      expect((await list()).body.lockedCount).toBe(2);
      expect(smtp.to(visitorEmail(11))).toEqual([]);
    });
  });

  describe('answers', () => {
    it('refuses an empty or too long reply or reason, naming the field', async () => {
      expectFieldError(await reply(buyerInquiry, '   '), 'message', INQUIRY_MESSAGES.replyRequired);
      expectFieldError(await reply(buyerInquiry, 'x'.repeat(5001)), 'message');
      expectFieldError(await decline(buyerInquiry, ''), 'reason', INQUIRY_MESSAGES.reasonRequired);
      expectFieldError(await decline(buyerInquiry, 'x'.repeat(501)), 'reason');
    });

    it('opens a conversation the buyer sees, quoting the inquiry, and continues it on a second reply', async () => {
      const first = await reply(buyerInquiry, 'We can ship 2,000 units a month from March.');
      expect(first.status).toBe(200);
      expect(first.body.via).toBe('conversation');
      const conversationId = first.body.conversationId!;
      const conversations = await call<{ conversations: Summary[] }>(buyer, 'GET', '/api/conversations');
      expect(conversations.body.conversations).toEqual([
        expect.objectContaining({
          id: conversationId,
          subject: `Re: your inquiry to ${companyName}`,
          exporterId,
        }),
      ]);
      const again = await reply(buyerInquiry, 'Samples are on their way.');
      expect(again.body).toEqual({ conversationId, via: 'conversation' });
      const thread = await call<{ messages: Message[] }>(
        buyer,
        'GET',
        `/api/conversations/${conversationId}/messages`,
      );
      expect(thread.body.messages.map((m) => [m.senderType, m.content])).toEqual([
        [
          'exporter',
          '> Hello from Anna Becker.\n> We need 2,000 units a month.\n\nWe can ship 2,000 units a month from March.',
        ],
        ['exporter', 'Samples are on their way.'],
      ]);
      const item = (await list()).body.items.find((i) => i.id === buyerInquiry)!;
      expect(item).toMatchObject({ status: 'replied', conversationId });
      expect(await responded(buyerInquiry)).toBe(1);
      // Anna has an account: the reply is in the conversation, not in her mail (beyond her sign-up's).
      expect(smtp.to('anna@example.com').filter((mail) => !isSignUpMail(mail))).toEqual([]);
    });

    it('e-mails a visitor the reply (quoting the inquiry, Reply-To the exporter), once per reply', async () => {
      const to = visitorEmail(1);
      const first = await reply(visitorInquiry[0]!, 'Our price list is attached to our profile.');
      expect(first.body).toEqual({ conversationId: null, via: 'email' });
      await eventually(async () => smtp.to(to).length === 1);
      const [mail] = smtp.to(to);
      expect(mail!.text).toContain('Our price list is attached to our profile.');
      expect(mail!.text).toContain('> Hello from Visitor 1.');
      expect(mail!.text).toContain(`${companyName} replied to your inquiry`);
      // The visitor's answer goes to the exporter (its address as messaging's directory knows it).
      const exporterEmail = await scalar(
        'SELECT email AS n FROM messaging.exporter_directory WHERE id = $1',
        [exporterId],
      );
      expect(exporterEmail).toEqual(expect.any(String));
      expect(mail!.text).toMatch(
        new RegExp(`^Reply-To: ${exporterEmail.replace(/[.+]/g, '\\$&')}\r?$`, 'mi'),
      );
      expect(mail!.text).toContain(`write to ${companyName} at ${exporterEmail}`);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.to(to)).toHaveLength(1);
      await reply(visitorInquiry[0]!, 'And a follow-up.');
      await eventually(async () => smtp.to(to).length === 2);
      expect(smtp.to(to)[1]!.text).toContain('And a follow-up.');
      expect(await responded(visitorInquiry[0]!)).toBe(1);
      expect((await list()).body.items.find((i) => i.id === visitorInquiry[0])!.status).toBe('replied');
    });

    it('declines with a reason, kept on the inquiry', async () => {
      const answer = await decline(visitorInquiry[1]!, '  We do not make that product.  ');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        id: visitorInquiry[1],
        status: 'declined',
        declineReason: 'We do not make that product.',
        buyerEmail: visitorEmail(2),
        locked: false,
      });
      expect((await list()).body.items.find((i) => i.id === visitorInquiry[1])).toEqual(answer.body);
      expect(await responded(visitorInquiry[1]!)).toBe(1);
      expect(smtp.to(visitorEmail(2))).toEqual([]);
    });
  });

  describe('one inbox: a message that starts a conversation is an inquiry too', () => {
    it('lists the conversation a buyer started, once, answered when the exporter writes in it', async () => {
      // Anna answers in the conversation the exporter's reply opened: that is not a second inquiry.
      const replyThread = (await list()).body.items.find((i) => i.id === buyerInquiry)!.conversationId!;
      const answered = await call(buyer, 'POST', `/api/conversations/${replyThread}/messages`, {
        content: 'Thank you, please send the price list.',
      });
      expect(answered.status).toBe(201);
      // Started without a message, a conversation is nobody's inquiry yet.
      const empty = await call(buyer, 'POST', '/api/conversations', { exporterId, subject: 'Later' });
      expect(empty.status).toBe(201);
      expect((await list()).body.total).toBe(2 + VISITORS);

      const started = await call<{ id: number }>(buyer, 'POST', '/api/conversations', {
        exporterId,
        subject: 'Parboiled rice, 40 ft containers',
        initialMessage: 'Do you ship parboiled rice to Hamburg?',
      });
      expect(started.status).toBe(201);
      const conversationId = started.body.id;
      const { body } = await list();
      expect(body).toMatchObject({ total: 3 + VISITORS, lockedCount: 2 });
      expect(body.items[0]).toEqual({
        id: conversationId,
        channel: 'message',
        buyerName: 'Anna Becker',
        buyerEmail: 'anna@example.com',
        buyerCompany: 'Becker Import GmbH',
        message: 'Do you ship parboiled rice to Hamburg?',
        createdAt: expect.any(String),
        status: 'pending',
        locked: false,
        conversationId,
        declineReason: null,
      });
      expect(body.items.filter((item) => item.channel === 'message')).toHaveLength(1);
      // The rival's list has none of it.
      expect((await list(rival)).body.items.map((item) => item.channel)).toEqual(['form']);

      const written = await call(exporter, 'POST', `/api/conversations/${conversationId}/messages`, {
        content: 'Yes, every week from Karachi.',
      });
      expect(written.status).toBe(201);
      expect((await list()).body.items[0]).toMatchObject({ id: conversationId, status: 'replied' });
    });
  });

  it("shows the exporter's last 30 days: the inquiries counted from their events", async () => {
    // The form's (Anna's and the visitors', one of them last month's) and the conversation Anna started.
    await eventually(async () => {
      const { body } = await call<ExporterMetricsDto>(exporter, 'GET', '/api/my-exporter/metrics');
      return body.inquiries30d === 1 + VISITORS + 1 + 1;
    }, 15_000);
    const { status, body } = await call<ExporterMetricsDto>(exporter, 'GET', '/api/my-exporter/metrics');
    expect(status).toBe(200);
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    expect(body.responseRate).toBeNull();
    expect(body.medianResponseMinutes).toBeNull();
  });
});
