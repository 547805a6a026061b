import 'reflect-metadata';
import { CONTACT_RESTRICTION_MESSAGES, CONVERSATION_MESSAGES as M } from '@ped/contracts/options';
import pg from 'pg';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import {
  expectFieldError,
  gatewayCalls,
  type Answer,
  type FieldErrors,
} from '../../../tools/testing/gateway-calls.js';
import { eventually } from '../../../tools/testing/rpc-client.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

const PASSWORD = 'Faisalabad-Linen-2026';

interface Summary {
  id: number;
  subject: string;
  status: string;
  lastMessage: string | null;
  lastMessageAt: string | null;
  unreadCount: number;
  otherPartyType: string;
  otherPartyName: string;
  exporterId: number;
}
interface Message {
  id: number;
  content: string;
  senderType: string;
  isRead: boolean;
  mine: boolean;
  flags: string[];
  warning: string | null;
}

/** Every route with a conversation id in its path, with a body it accepts. */
const ID_ROUTES = (id: number | string) =>
  [
    ['GET', `/api/conversations/${id}`, undefined],
    ['GET', `/api/conversations/${id}/messages`, undefined],
    ['POST', `/api/conversations/${id}/messages`, { content: 'Hello' }],
    ['PATCH', `/api/conversations/${id}/status`, { status: 'archived' }],
    ['POST', `/api/conversations/${id}/read`, {}],
    ['POST', `/api/conversations/${id}/report`, { reason: 'spam' }],
  ] as const;

describe('conversations over HTTP: gateway → messaging, parties from the catalog’s and identity’s events', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let db: pg.Client;
  let buyer: string;
  let otherBuyer: string;
  let exporter: string;
  let otherExporter: string;
  let profileless: string;
  let admin: string;
  let exporterId: number;
  let rivalExporterId: number;
  let pendingExporterId: number;

  const { call, tokenOf, person } = gatewayCalls(
    () => system.base,
    '10.17',
    PASSWORD,
    () => testEnv.databaseUrl,
  );
  const scalar = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0]?.n;
  /** An exporter account acts for the exporter it owns: the link the exporter issue will make. */
  const link = async (email: string, exporter: number) => {
    const userId = await scalar('SELECT id AS n FROM identity.users WHERE email = $1', [email]);
    await db.query('UPDATE catalog.exporters SET user_id = $1 WHERE id = $2', [userId, exporter]);
    await db.query('UPDATE messaging.exporter_directory SET user_id = $1 WHERE id = $2', [userId, exporter]);
  };
  const start = (body: Record<string, unknown>, token = buyer) =>
    call<{ id: number; created: boolean }>(token, 'POST', '/api/conversations', { exporterId, ...body });
  const outboxSubjects = async (conversationId: number) =>
    (
      await db.query(
        `SELECT subject FROM messaging.outbox WHERE (envelope->'data'->>'conversationId')::int = $1 ORDER BY id`,
        [conversationId],
      )
    ).rows.map((row: { subject: string }) => row.subject);

  beforeAll(async () => {
    testEnv = await createTestEnv('conversations', { seeded: true });
    system = await startBuiltSystem(testEnv.env, ['catalog', 'identity', 'messaging']);
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
    otherBuyer = await tokenOf('/api/buyer/register', person('bruno'));
    exporter = await tokenOf('/api/auth/register', person('exporter'));
    otherExporter = await tokenOf('/api/auth/register', person('rival'));
    profileless = await tokenOf('/api/auth/register', person('newcomer'));
    await tokenOf('/api/auth/register', person('staff'));
    await db.query("UPDATE identity.users SET role = 'admin' WHERE email = 'staff@example.com'");
    admin = await tokenOf('/api/auth/login', { email: 'staff@example.com', password: PASSWORD });
    // The read models fill from the catalog's seed and identity's events.
    await eventually(async () => {
      const exporters = await scalar('SELECT count(*)::int AS n FROM catalog.exporters');
      const directory = await scalar('SELECT count(*)::int AS n FROM messaging.exporter_directory').catch(
        () => -1,
      );
      const anna = await scalar(
        "SELECT first_name AS n FROM messaging.buyer_directory WHERE email = 'anna@example.com'",
      );
      return exporters > 0 && directory === exporters && anna === 'Anna';
    }, 30_000);
    const approved = await db.query(
      "SELECT id FROM catalog.exporters WHERE status = 'approved' ORDER BY id LIMIT 2",
    );
    exporterId = approved.rows[0].id;
    rivalExporterId = approved.rows[1].id;
    pendingExporterId = await scalar("SELECT min(id) AS n FROM catalog.exporters WHERE status <> 'approved'");
    await link('exporter@example.com', exporterId);
    await link('rival@example.com', rivalExporterId);
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
    await testEnv?.dispose();
  });

  describe('access', () => {
    it('refuses visitors (401) and administrators (403) on every route, exporters starting one (403)', async () => {
      const routes = [
        ['GET', '/api/conversations', undefined],
        ['POST', '/api/conversations', { exporterId, subject: 'Hi' }],
        ...ID_ROUTES(1),
      ] as const;
      for (const [method, path, body] of routes) {
        expect(`${method} ${path}: ${(await call(null, method, path, body)).status}`).toBe(
          `${method} ${path}: 401`,
        );
        expect(`${method} ${path}: ${(await call(admin, method, path, body)).status}`).toBe(
          `${method} ${path}: 403`,
        );
      }
      const byExporter = await call(exporter, 'POST', '/api/conversations', { exporterId, subject: 'Hi' });
      expect(byExporter.status).toBe(403);
    });
  });

  describe('POST /api/conversations', () => {
    it('starts one (201), and the same exporter and subject again is the same one (200)', async () => {
      const first = await start({
        subject: 'Linen yarn, 20 tons',
        initialMessage: 'Please quote CIF Rotterdam.',
      });
      expect(first).toEqual({ status: 201, body: { id: expect.any(Number), created: true } });
      const again = await start({ subject: '  LINEN yarn, 20 tons ' });
      expect(again).toEqual({ status: 200, body: { id: first.body.id, created: false } });
      // The exporter id as a form sends it (text) works too.
      const asText = await start({ exporterId: String(exporterId), subject: 'Linen yarn, 20 tons' });
      expect(asText.body.id).toBe(first.body.id);
      expect(await outboxSubjects(first.body.id)).toEqual([
        'messaging.conversation.created',
        'messaging.message.sent',
      ]);
    });

    it.each([
      ['no exporter', { exporterId: undefined }, 'exporterId', M.exporterRequired],
      ['an empty exporter', { exporterId: '' }, 'exporterId', M.exporterRequired],
      ['exporter 0', { exporterId: 0 }, 'exporterId', M.exporterRequired],
      ['a word as exporter', { exporterId: 'rice' }, 'exporterId', M.exporterRequired],
      ['no subject', { subject: undefined }, 'subject', M.subjectRequired],
      ['a blank subject', { subject: '   ' }, 'subject', M.subjectRequired],
      ['a subject of 256 characters', { subject: 's'.repeat(256) }, 'subject', M.subjectTooLong],
      ['an empty initial message', { initialMessage: '' }, 'initialMessage', M.initialMessageRequired],
      ['a blank initial message', { initialMessage: ' \n\t ' }, 'initialMessage', M.initialMessageRequired],
      [
        'an initial message of 5,001 characters',
        { initialMessage: 'm'.repeat(5001) },
        'initialMessage',
        M.messageTooLong,
      ],
    ])('refuses %s', async (_, overrides, field, message) => {
      expectFieldError(await start({ subject: 'Valid subject', ...overrides }), field, message);
    });

    it('takes a subject of 255 characters, and answers 404 for an unknown or unapproved exporter', async () => {
      expect((await start({ subject: 'x'.repeat(255) })).status).toBe(201);
      for (const id of [pendingExporterId, 999_999]) {
        const answer = await start({ exporterId: id, subject: 'Anyone there?' });
        expect({ status: answer.status, reason: (answer.body as unknown as FieldErrors).reason }).toEqual({
          status: 404,
          reason: 'EXPORTER_NOT_FOUND',
        });
      }
    });
  });

  describe('a conversation between the two parties', () => {
    it('delivers, counts unread per party, marks read, and shows each side the other', async () => {
      const { body: started } = await start({
        subject: 'Bed linen, 3 containers',
        initialMessage: 'Do you offer 300 thread count percale?',
      });
      const id = started.id;
      const exporterList = await call<{ conversations: Summary[]; total: number }>(
        exporter,
        'GET',
        '/api/conversations',
      );
      expect(exporterList.body.conversations.find((c) => c.id === id)).toEqual({
        id,
        subject: 'Bed linen, 3 containers',
        status: 'active',
        createdAt: expect.any(String),
        lastMessageAt: expect.any(String),
        lastMessage: 'Do you offer 300 thread count percale?',
        unreadCount: 1,
        otherPartyType: 'buyer',
        otherPartyName: 'Anna Becker',
        otherPartyLogoUrl: null,
        exporterId,
      });
      const thread = await call<{ messages: Message[]; hasMore: boolean }>(
        exporter,
        'GET',
        `/api/conversations/${id}/messages`,
      );
      expect(thread.body).toEqual({
        messages: [
          {
            id: expect.any(Number),
            conversationId: id,
            content: 'Do you offer 300 thread count percale?',
            senderType: 'buyer',
            createdAt: expect.any(String),
            isRead: false,
            mine: false,
            flags: [],
            warning: null,
          },
        ],
        hasMore: false,
      });

      expect((await call(exporter, 'POST', `/api/conversations/${id}/read`)).status).toBe(204);
      const afterRead = await call<Summary & { viewerType: string }>(
        exporter,
        'GET',
        `/api/conversations/${id}`,
      );
      expect(afterRead.body).toMatchObject({ unreadCount: 0, viewerType: 'exporter' });

      const reply = await call<Message>(exporter, 'POST', `/api/conversations/${id}/messages`, {
        content: '  Yes, 300 TC percale in white and ivory.  ',
      });
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({
        content: 'Yes, 300 TC percale in white and ivory.',
        senderType: 'exporter',
        mine: true,
        isRead: false,
      });
      const forBuyer = await call(buyer, 'GET', `/api/conversations/${id}`);
      expect(forBuyer.body).toMatchObject({
        unreadCount: 1,
        lastMessage: 'Yes, 300 TC percale in white and ivory.',
        otherPartyType: 'exporter',
        viewerType: 'buyer',
        buyer: { name: 'Anna Becker', company: 'Becker Import GmbH', country: 'Germany', isVerified: false },
        exporter: { id: exporterId, companyName: expect.any(String) },
      });
      const buyerThread = await call<{ messages: Message[] }>(
        buyer,
        'GET',
        `/api/conversations/${id}/messages`,
      );
      expect(buyerThread.body.messages.map((m) => [m.senderType, m.mine, m.isRead])).toEqual([
        ['buyer', true, true],
        ['exporter', false, false],
      ]);
      expect((await call(buyer, 'POST', `/api/conversations/${id}/read`)).status).toBe(204);
      expect((await call(buyer, 'GET', `/api/conversations/${id}`)).body).toMatchObject({ unreadCount: 0 });
      expect(await outboxSubjects(id)).toEqual([
        'messaging.conversation.created',
        'messaging.message.sent',
        'messaging.conversation.read',
        'messaging.message.sent',
        'messaging.conversation.read',
      ]);
    });

    it.each([
      ['an empty message', { content: '' }, M.messageEmpty],
      ['a message of white space only', { content: ' \n\t  ' }, M.messageEmpty],
      ['no content', {}, M.messageEmpty],
      ['a number', { content: 42 }, M.messageEmpty],
      ['5,001 characters', { content: 'a'.repeat(5001) }, M.messageTooLong],
    ])('refuses %s', async (_, body, message) => {
      const { body: started } = await start({ subject: 'Validation' });
      expectFieldError(
        await call(buyer, 'POST', `/api/conversations/${started.id}/messages`, body),
        'content',
        message,
      );
    });

    it('takes 5,000 characters; the list shows the first 200', async () => {
      const { body: started } = await start({ subject: 'Long specification' });
      const content = `${'Spec '.repeat(999)}end.`;
      expect(content).toHaveLength(4999);
      const sent = await call(buyer, 'POST', `/api/conversations/${started.id}/messages`, {
        content: `${content}!`,
      });
      expect(sent.status).toBe(201);
      const list = await call<{ conversations: Summary[] }>(buyer, 'GET', '/api/conversations');
      expect(list.body.conversations.find((c) => c.id === started.id)?.lastMessage).toBe(
        content.slice(0, 200),
      );
    });

    it('archives; sending is then refused with the spec’s text (409), by either party', async () => {
      // A buyer of its own: the block below holds for the pair (the next tests use the other buyer's).
      const clara = await tokenOf('/api/buyer/register', person('clara'));
      const { body: started } = await start({ subject: 'To be archived', initialMessage: 'Hello' }, clara);
      const archived = await call<Summary>(clara, 'PATCH', `/api/conversations/${started.id}/status`, {
        status: 'archived',
      });
      expect(archived).toMatchObject({ status: 200, body: { id: started.id, status: 'archived' } });
      for (const token of [clara, exporter]) {
        const refused = await call<FieldErrors>(token, 'POST', `/api/conversations/${started.id}/messages`, {
          content: 'Still there?',
        });
        expect(refused).toMatchObject({
          status: 409,
          body: {
            reason: 'CONVERSATION_CLOSED',
            message: 'This conversation is archived. You cannot send new messages.',
          },
        });
      }
      const blocked = await call<Summary>(exporter, 'PATCH', `/api/conversations/${started.id}/status`, {
        status: 'blocked',
      });
      expect(blocked.body.status).toBe('blocked');
      const refused = await call<FieldErrors>(clara, 'POST', `/api/conversations/${started.id}/messages`, {
        content: 'Hello?',
      });
      expect(refused.body.message).toBe(M.closed('blocked'));
      const backToArchived = await call<FieldErrors>(
        clara,
        'PATCH',
        `/api/conversations/${started.id}/status`,
        {
          status: 'archived',
        },
      );
      expect(backToArchived).toMatchObject({ status: 409, body: { reason: 'CONVERSATION_CLOSED' } });
      expect(await outboxSubjects(started.id)).toEqual([
        'messaging.conversation.created',
        'messaging.message.sent',
        'messaging.conversation.status_changed',
        'messaging.conversation.status_changed',
      ]);
    });

    it.each([['active'], ['deleted'], [''], [undefined]])('refuses the status %p', async (status) => {
      const { body: started } = await start({ subject: 'Status input' });
      expectFieldError(
        await call(buyer, 'PATCH', `/api/conversations/${started.id}/status`, { status }),
        'status',
        M.status,
      );
    });
  });

  describe('lists', () => {
    it('filters by status and pages, with the total', async () => {
      const all = await call<{ conversations: Summary[]; total: number }>(
        buyer,
        'GET',
        '/api/conversations?limit=50',
      );
      const archived = await call<{ conversations: Summary[]; total: number }>(
        buyer,
        'GET',
        '/api/conversations?status=archived',
      );
      expect(archived.body.conversations.every((c) => c.status === 'archived')).toBe(true);
      const active = await call<{ total: number }>(buyer, 'GET', '/api/conversations?status=active&limit=1');
      const blocked = await call<{ total: number }>(buyer, 'GET', '/api/conversations?status=blocked');
      expect(active.body.total + archived.body.total + blocked.body.total).toBe(all.body.total);
      const second = await call<{ conversations: Summary[] }>(
        buyer,
        'GET',
        '/api/conversations?limit=1&offset=1',
      );
      expect(second.body.conversations.map((c) => c.id)).toEqual([all.body.conversations[1]!.id]);
      // Newest activity first.
      const times = all.body.conversations.map((c) => Date.parse(c.lastMessageAt ?? '') || 0);
      expect(times.filter((t) => t > 0)).toEqual([...times.filter((t) => t > 0)].sort((a, b) => b - a));
    });

    it.each([
      ['/api/conversations?status=deleted', 'status'],
      ['/api/conversations?limit=51', 'limit'],
      ['/api/conversations?limit=0', 'limit'],
      ['/api/conversations?offset=-1', 'offset'],
      ['/api/conversations/1/messages?limit=101', 'limit'],
      ['/api/conversations/1/messages?before=abc', 'before'],
      ['/api/conversations/abc', 'id'],
      ['/api/conversations/0/messages', 'id'],
    ])('refuses %s naming %s', async (path, field) => {
      const answer = await call<FieldErrors>(buyer, 'GET', path);
      expect({ status: answer.status, fields: answer.body.details?.map((d) => d.field) }).toEqual({
        status: 400,
        fields: [field],
      });
    });
  });

  describe('third parties', () => {
    it('get 404 on every route of a conversation they are not part of, changing nothing', async () => {
      const { body: started } = await start({ subject: 'Confidential', initialMessage: 'Our target price.' });
      for (const [method, path, body] of ID_ROUTES(started.id)) {
        for (const [who, token] of [
          ['other buyer', otherBuyer],
          ['other exporter', otherExporter],
          ['exporter without a profile', profileless],
        ] as const) {
          const answer = await call<FieldErrors>(token, method, path, body);
          expect(`${who} ${method} ${path}: ${answer.status} ${answer.body.reason}`).toBe(
            `${who} ${method} ${path}: 404 CONVERSATION_NOT_FOUND`,
          );
        }
      }
      expect((await call(otherBuyer, 'GET', '/api/conversations')).body).toEqual({
        conversations: [],
        total: 0,
        unreadTotal: 0,
      });
      expect((await call(profileless, 'GET', '/api/conversations')).body).toEqual({
        conversations: [],
        total: 0,
        unreadTotal: 0,
      });
      expect((await call(buyer, 'GET', `/api/conversations/${started.id}`)).body).toMatchObject({
        status: 'active',
        lastMessage: 'Our target price.',
      });
      expect(await outboxSubjects(started.id)).toEqual([
        'messaging.conversation.created',
        'messaging.message.sent',
      ]);
    });
  });

  describe('safe messaging and reports', () => {
    it('warns the reader of a scam pattern, keeps the text and links as written, and takes a report', async () => {
      const { body: started } = await start({
        subject: 'Payment terms',
        initialMessage: 'What are your terms?',
      });
      const scam =
        'Our bank account has changed. Please confirm at https://paypa1-secure.com/pay and add me on WhatsApp.';
      const sent = await call<Message>(exporter, 'POST', `/api/conversations/${started.id}/messages`, {
        content: scam,
      });
      expect(sent.body).toMatchObject({
        flags: ['bank-details-change', 'lookalike-domain', 'off-platform'],
        warning: null,
      });
      const read = await call<{ messages: Message[] }>(
        buyer,
        'GET',
        `/api/conversations/${started.id}/messages`,
      );
      const flagged = read.body.messages.at(-1)!;
      expect(flagged).toMatchObject({ content: scam, mine: false, flags: sent.body.flags });
      expect(flagged.warning).toMatch(/^Be careful: .*bank details.*web address.*WhatsApp/s);

      const report = await call(buyer, 'POST', `/api/conversations/${started.id}/report`, {
        messageId: flagged.id,
        reason: 'scam',
        details: 'Asked me to pay a new account.',
      });
      expect(report).toEqual({ status: 202, body: { id: expect.any(Number) } });
      const [event] = (
        await db.query(
          `SELECT envelope->'data' AS data FROM messaging.outbox
            WHERE subject = 'messaging.report.filed' AND (envelope->'data'->>'conversationId')::int = $1`,
          [started.id],
        )
      ).rows;
      expect(event.data).toMatchObject({
        messageId: flagged.id,
        reason: 'scam',
        reporterType: 'buyer',
        content: scam,
        flags: sent.body.flags,
      });
      // The exporter may report the conversation as a whole.
      expect(
        (await call(exporter, 'POST', `/api/conversations/${started.id}/report`, { reason: 'other' })).status,
      ).toBe(202);
    });

    it.each([
      ['no reason', {}, 'reason'],
      ['an unknown reason', { reason: 'rude' }, 'reason'],
      ['details of 1,001 characters', { reason: 'spam', details: 'd'.repeat(1001) }, 'details'],
      ['a message id that is not a number', { reason: 'spam', messageId: 'x' }, 'messageId'],
      ['a message of another conversation', { reason: 'spam', messageId: 'elsewhere' }, 'messageId'],
    ])('refuses a report with %s', async (_, body: Record<string, unknown>, field) => {
      const { body: started } = await start({ subject: 'Reports input', initialMessage: 'Hello' });
      const elsewhere = (await start({ subject: 'Elsewhere', initialMessage: 'Hi' })).body.id;
      const elsewhereMessage = (
        await call<{ messages: Message[] }>(buyer, 'GET', `/api/conversations/${elsewhere}/messages`)
      ).body.messages[0]!.id;
      const sent = body.messageId === 'elsewhere' ? { ...body, messageId: elsewhereMessage } : body;
      const answer = await call<FieldErrors>(buyer, 'POST', `/api/conversations/${started.id}/report`, sent);
      expect({ status: answer.status, fields: answer.body.details?.map((d) => d.field) }).toEqual({
        status: 400,
        fields: [field],
      });
    });
  });

  describe('a block holds for the buyer and the exporter, across conversations and inquiries', () => {
    const inquiry = (token: string | null, buyerEmail: string, to = exporterId) =>
      call<FieldErrors & { id: number }>(token, 'POST', '/api/contact-requests', {
        exporterId: to,
        buyerName: 'Dana Test',
        buyerEmail,
        message: 'Please send your price list.',
      });
    const refusal = ({ status, body }: Answer<unknown>) => ({
      status,
      reason: (body as FieldErrors).reason,
      message: (body as FieldErrors).message,
    });
    const BLOCKED = { status: 403, reason: 'CONTACT_BLOCKED', message: CONTACT_RESTRICTION_MESSAGES.blocked };

    it('after the exporter blocks one conversation, refuses the buyer a new one, messages in any of theirs and inquiries (signed in, or by the buyer’s e-mail); the exporter’s replies too', async () => {
      const dana = await tokenOf('/api/buyer/register', person('dana'));
      const danaId = await scalar(
        "SELECT id AS n FROM identity.buyer_users WHERE email = 'dana@example.com'",
      );
      await eventually(async () => {
        const known = await scalar('SELECT email AS n FROM messaging.buyer_directory WHERE id = $1', [
          danaId,
        ]);
        return known === 'dana@example.com';
      }, 15_000);
      const abusive = (await start({ subject: 'Cheap towels NOW', initialMessage: 'Answer me' }, dana)).body
        .id;
      const other = (await start({ subject: 'Bath robes', initialMessage: 'Hello' }, dana)).body.id;
      const earlier = await inquiry(dana, 'dana@example.com');
      expect(earlier.status).toBe(201);
      const blocked = await call<Summary>(exporter, 'PATCH', `/api/conversations/${abusive}/status`, {
        status: 'blocked',
      });
      expect(blocked.body.status).toBe('blocked');

      const attempts: [string, Answer<unknown>][] = [
        ['a new conversation', await start({ subject: 'Towels again', initialMessage: 'Hi' }, dana)],
        ['their other conversation by its subject', await start({ subject: 'BATH robes' }, dana)],
        [
          'the buyer’s message in their other conversation',
          await call(dana, 'POST', `/api/conversations/${other}/messages`, { content: 'Still there?' }),
        ],
        [
          'the exporter’s message in their other conversation',
          await call(exporter, 'POST', `/api/conversations/${other}/messages`, { content: 'Hello?' }),
        ],
        ['an inquiry, signed in', await inquiry(dana, 'someone.else@example.com')],
        ['an anonymous inquiry from the buyer’s e-mail', await inquiry(null, 'Dana@Example.com')],
        [
          'the exporter’s reply to the earlier inquiry (a conversation)',
          await call(exporter, 'POST', `/api/my-exporter/contact-requests/${earlier.body.id}/reply`, {
            message: 'Here is our price list.',
          }),
        ],
      ];
      for (const [what, answer] of attempts) {
        expect({ what, ...refusal(answer) }).toEqual({ what, ...BLOCKED });
      }
      // The blocked conversation itself answers as a blocked one does.
      const intoBlocked = await call<FieldErrors>(dana, 'POST', `/api/conversations/${abusive}/messages`, {
        content: 'Why?',
      });
      expect(refusal(intoBlocked)).toMatchObject({ status: 409, reason: 'CONVERSATION_CLOSED' });

      // Nothing of it was stored or announced.
      expect(
        await scalar('SELECT count(*)::int AS n FROM messaging.conversations WHERE buyer_id = $1', [danaId]),
      ).toBe(2);
      expect(await outboxSubjects(other)).toEqual([
        'messaging.conversation.created',
        'messaging.message.sent',
      ]);
      expect(
        await scalar(
          `SELECT count(*)::int AS n FROM messaging.contact_requests
            WHERE exporter_id = $1 AND (buyer_user_id = $2 OR lower(buyer_email) = 'dana@example.com')`,
          [exporterId, danaId],
        ),
      ).toBe(1);

      // The block is theirs alone: the buyer with another exporter, another buyer with this one.
      expect((await start({ exporterId: rivalExporterId, subject: 'Bath robes' }, dana)).status).toBe(201);
      expect((await inquiry(dana, 'dana@example.com', rivalExporterId)).status).toBe(201);
      expect((await start({ subject: 'Bath robes, 500 pieces' })).status).toBe(201);
      expect((await inquiry(null, 'stranger@example.com')).status).toBe(201);
    });
  });
});
