import 'reflect-metadata';
import { ADMIN_BUYER_MESSAGES, type AdminBuyerListDto } from '@ped/contracts/identity';
import type { AdminEnhancedStatsDto } from '@ped/contracts/admin';
import {
  ADMIN_CONVERSATION_MESSAGES,
  type AdminConversationDto,
  type AdminConversationListDto,
  type BuyerSuspensionDto,
  type BuyerSuspensionListDto,
} from '@ped/contracts/messaging';
import {
  BUYER_SUSPENSION_MESSAGES,
  CONTACT_RESTRICTION_MESSAGES,
  CONVERSATION_MESSAGES,
} from '@ped/contracts/options';
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

const PASSWORD = 'Multan-Mangoes-2026';
const USER_AGENT = 'admin-moderation-test';

/** The first `conversation` frame of `GET /api/live` that `match` accepts (a browser's open page). */
async function liveFrame(
  base: string,
  token: string,
  trigger: () => Promise<unknown>,
  match: (data: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/live`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const timer = setTimeout(() => controller.abort(), 15_000);
  let pending = '';
  try {
    // The stream is open once its first bytes (the comment that opens it) arrive.
    pending += decoder.decode((await reader.read()).value, { stream: true });
    await trigger();
    for (;;) {
      let end: number;
      while ((end = pending.indexOf('\n\n')) >= 0) {
        const block = pending.slice(0, end);
        pending = pending.slice(end + 2);
        const lines = block.split('\n');
        const event = lines
          .find((line) => line.startsWith('event:'))
          ?.slice(6)
          .trim();
        const data = lines
          .find((line) => line.startsWith('data:'))
          ?.slice(5)
          .trim();
        if (event === 'conversation' && data) {
          const parsed = JSON.parse(data) as Record<string, unknown>;
          if (match(parsed)) return parsed;
        }
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the live stream ended before the frame');
      pending += decoder.decode(value, { stream: true });
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

describe('admin moderation over HTTP: conversations and suspensions (messaging), buyer verification (identity)', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let db: pg.Client;
  let buyer: string;
  let carl: string;
  let exporter: string;
  let admin: string;
  let annaId: number;
  let brunoId: number;
  let exporterId: number;
  let goneExporterId: number;

  const api = gatewayCalls(
    () => system.base,
    '10.53',
    PASSWORD,
    () => testEnv.databaseUrl,
  );
  const { call, tokenOf, person } = api;
  const scalar = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0]?.n;
  /** An exporter account acts for the exporter it owns (the link the approval makes). */
  const link = async (email: string, exporter: number) => {
    const userId = await scalar('SELECT id AS n FROM identity.users WHERE email = $1', [email]);
    await db.query('UPDATE catalog.exporters SET user_id = $1 WHERE id = $2', [userId, exporter]);
    await db.query('UPDATE messaging.exporter_directory SET user_id = $1 WHERE id = $2', [userId, exporter]);
  };
  const start = async (subject: string, token = buyer, exporter = exporterId) => {
    const answer = await call<{ id: number }>(token, 'POST', '/api/conversations', {
      exporterId: exporter,
      subject,
      initialMessage: `About ${subject}`,
    });
    expect(answer.status).toBe(201);
    return answer.body.id;
  };
  const adminCall = async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${system.base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${admin}`,
        'user-agent': USER_AGENT,
        'x-forwarded-for': '10.53.200.7',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const moderate = (id: number | string, action: unknown) =>
    adminCall<{ id: number; status: string } & FieldErrors>(
      'PATCH',
      `/api/admin/conversations/${id}/moderate`,
      {
        action,
      },
    );
  const listConversations = async (query = '') => {
    const answer = await call<AdminConversationListDto>(admin, 'GET', `/api/admin/conversations${query}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const rowOf = async (id: number): Promise<AdminConversationDto | undefined> =>
    (await listConversations('?limit=100')).conversations.find((row) => row.id === id);
  /** The events a conversation's moderation put in messaging's outbox, in order. */
  const outbox = async (schema: 'messaging' | 'identity', targetId: number) =>
    (
      await db.query(
        `SELECT subject, envelope FROM ${schema}.outbox
          WHERE subject IN ($1, $2)
            AND COALESCE(envelope->'data'->>'conversationId', envelope->'data'->>'buyerUserId',
                         envelope->'data'->>'targetId')::int = $3
          ORDER BY id`,
        schema === 'messaging'
          ? ['messaging.conversation.status_changed', 'messaging.admin_action.recorded', targetId]
          : ['identity.buyer.verified', 'identity.admin_action.recorded', targetId],
      )
    ).rows as { subject: string; envelope: Record<string, unknown> & { data: Record<string, unknown> } }[];

  beforeAll(async () => {
    testEnv = await createTestEnv('admin-moderation', { seeded: true });
    // The admin service keeps the activity log the console shows.
    system = await startBuiltSystem(testEnv.env, ['catalog', 'identity', 'messaging', 'admin']);
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
    await tokenOf('/api/buyer/register', person('bruno'));
    carl = await tokenOf('/api/buyer/register', person('carl'));
    exporter = await tokenOf('/api/auth/register', person('exporter'));
    await tokenOf('/api/auth/register', person('staff'));
    await db.query("UPDATE identity.users SET role = 'admin' WHERE email = 'staff@example.com'");
    admin = await tokenOf('/api/auth/login', { email: 'staff@example.com', password: PASSWORD });
    annaId = await scalar("SELECT id AS n FROM identity.buyer_users WHERE email = 'anna@example.com'");
    brunoId = await scalar("SELECT id AS n FROM identity.buyer_users WHERE email = 'bruno@example.com'");
    await eventually(async () => {
      const exporters = await scalar('SELECT count(*)::int AS n FROM catalog.exporters');
      const directory = await scalar('SELECT count(*)::int AS n FROM messaging.exporter_directory').catch(
        () => -1,
      );
      const buyers = await scalar(
        "SELECT count(*)::int AS n FROM messaging.buyer_directory WHERE email = 'carl@example.com' OR first_name = 'Anna'",
      );
      return exporters > 0 && directory === exporters && buyers === 2;
    }, 30_000);
    const approved = await db.query(
      "SELECT id, company_name FROM catalog.exporters WHERE status = 'approved' ORDER BY id LIMIT 2",
    );
    exporterId = approved.rows[0].id;
    goneExporterId = approved.rows[1].id;
    await link('exporter@example.com', exporterId);
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
    await testEnv?.dispose();
  });

  describe('access', () => {
    const ROUTES = [
      ['GET', '/api/admin/conversations', undefined],
      ['PATCH', '/api/admin/conversations/1/moderate', { action: 'archive' }],
      ['GET', '/api/admin/buyers', undefined],
      ['PATCH', '/api/admin/buyers/1/verify', { isVerified: true }],
      ['GET', '/api/admin/suspensions', undefined],
      ['POST', '/api/admin/suspensions', { buyerId: 1, reason: 'Spam' }],
      ['DELETE', '/api/admin/suspensions/1', undefined],
    ] as const;

    it('refuses visitors (401), buyers and exporters (403) on every route', async () => {
      for (const [method, path, body] of ROUTES) {
        const statuses = [
          (await call(null, method, path, body)).status,
          (await call(buyer, method, path, body)).status,
          (await call(exporter, method, path, body)).status,
        ];
        expect(`${method} ${path}: ${statuses.join(' ')}`).toBe(`${method} ${path}: 401 403 403`);
      }
    });
  });

  describe('GET /api/admin/conversations', () => {
    it('lists every conversation, newest activity first, with its parties, message count and last activity', async () => {
      const first = await start('Basmati, 40 tons');
      const second = await start('Sella rice, 2 containers');
      const reply = await call(exporter, 'POST', `/api/conversations/${first}/messages`, {
        content: 'We can ship in March.',
      });
      expect(reply.status).toBe(201);
      const { conversations, total } = await listConversations();
      expect(total).toBeGreaterThanOrEqual(2);
      // The reply made the first the most recent.
      expect(conversations.slice(0, 2).map((row) => row.id)).toEqual([first, second]);
      const exporterName = await scalar('SELECT company_name AS n FROM catalog.exporters WHERE id = $1', [
        exporterId,
      ]);
      expect(conversations[0]).toEqual({
        id: first,
        subject: 'Basmati, 40 tons',
        status: 'active',
        buyerId: annaId,
        buyerName: 'Anna Becker',
        buyerCompany: 'Becker Import GmbH',
        exporterName,
        exporterId,
        messageCount: 2,
        lastMessageAt: expect.any(String),
        createdAt: expect.any(String),
        contactBlocked: false,
      });
      expect(conversations[1]).toMatchObject({ id: second, messageCount: 1 });
    });

    it('pages with limit and offset, and filters by status', async () => {
      const all = await listConversations('?limit=100');
      const page = await listConversations('?limit=1&offset=1');
      expect(page.conversations.map((row) => row.id)).toEqual([all.conversations[1]!.id]);
      expect(page.total).toBe(all.total);
      const archivedId = await start('Jute bags, sample order');
      expect((await moderate(archivedId, 'archive')).status).toBe(200);
      const archived = await listConversations('?status=archived');
      expect(archived.conversations.map((row) => row.id)).toContain(archivedId);
      expect(archived.conversations.every((row) => row.status === 'archived')).toBe(true);
      expect(archived.total).toBe(archived.conversations.length);
      const active = await listConversations('?status=active&limit=100');
      expect(active.conversations.map((row) => row.id)).not.toContain(archivedId);
      expect(active.total + archived.total).toBe((await listConversations()).total);
    });

    it('names a party that is gone "Unknown" (a removed exporter, a buyer messaging no longer knows)', async () => {
      const withGoneExporter = await start('Towels, 5,000 pieces', buyer, goneExporterId);
      const withGoneBuyer = await start('Cotton yarn', carl);
      // What catalog.exporter.deleted does to messaging's directory, and a buyer it never heard of.
      await db.query('DELETE FROM messaging.exporter_directory WHERE id = $1', [goneExporterId]);
      await db.query("DELETE FROM messaging.buyer_directory WHERE email = 'carl@example.com'");
      expect(await rowOf(withGoneExporter)).toMatchObject({
        exporterName: CONVERSATION_MESSAGES.unknownParty,
        exporterId: goneExporterId,
        buyerName: 'Anna Becker',
      });
      expect(await rowOf(withGoneBuyer)).toMatchObject({
        buyerName: CONVERSATION_MESSAGES.unknownParty,
        buyerCompany: null,
      });
    });

    it.each([
      ['an unknown status', '?status=deleted', 'status'],
      ['a limit over 100', '?limit=101', 'limit'],
      ['a limit of 0', '?limit=0', 'limit'],
      ['a negative offset', '?offset=-1', 'offset'],
      ['a word as offset', '?offset=ten', 'offset'],
    ])('refuses %s (400 naming the field)', async (_, query, field) => {
      expectFieldError(await call(admin, 'GET', `/api/admin/conversations${query}`), field);
    });
  });

  describe('PATCH /api/admin/conversations/{id}/moderate', () => {
    it('blocks an active conversation: the parties see it blocked, sending is refused, events carry the admin', async () => {
      // A buyer of its own: the block holds for the pair (the next tests use the other buyers').
      const erin = await tokenOf('/api/buyer/register', person('erin'));
      const id = await start('Rice bran oil', erin);
      const pushed = await liveFrame(
        system.base,
        erin,
        async () =>
          expect(await moderate(id, 'block')).toEqual({ status: 200, body: { id, status: 'blocked' } }),
        // Its status change (the start's own frames may still be on their way).
        (data) => data.conversationId === id && 'status' in data,
      );
      expect(pushed).toMatchObject({ conversationId: id, status: 'blocked', changedBy: 'admin' });

      const thread = await call<{ status: string }>(erin, 'GET', `/api/conversations/${id}`);
      expect(thread.body.status).toBe('blocked');
      const list = await call<{ conversations: { id: number; status: string }[] }>(
        erin,
        'GET',
        '/api/conversations?limit=50',
      );
      expect(list.body.conversations.find((row) => row.id === id)?.status).toBe('blocked');
      for (const token of [erin, exporter]) {
        const sent = await call<FieldErrors>(token, 'POST', `/api/conversations/${id}/messages`, {
          content: 'Still there?',
        });
        expect({ status: sent.status, reason: sent.body.reason, message: sent.body.message }).toEqual({
          status: 409,
          reason: 'CONVERSATION_CLOSED',
          message: CONVERSATION_MESSAGES.closed('blocked'),
        });
      }
      expect((await rowOf(id))?.status).toBe('blocked');

      const events = await outbox('messaging', id);
      expect(events.map((event) => event.subject)).toEqual([
        'messaging.conversation.status_changed',
        'messaging.admin_action.recorded',
      ]);
      const adminId = await scalar("SELECT id AS n FROM identity.users WHERE email = 'staff@example.com'");
      expect(events[0]!.envelope.data).toMatchObject({
        conversationId: id,
        status: 'blocked',
        changedBy: 'admin',
      });
      expect(events[1]!.envelope).toMatchObject({
        actor: { kind: 'user', id: adminId },
        client: { ip: '10.53.200.7', userAgent: USER_AGENT },
        data: {
          action: 'conversation.blocked',
          targetType: 'conversation',
          targetId: id,
          details: expect.stringContaining('Rice bran oil'),
        },
      });
    });

    it('blocks only an active conversation (409 CONVERSATION_NOT_ACTIVE), and archives from any state', async () => {
      const id = await start('Himalayan salt lamps', await tokenOf('/api/buyer/register', person('finn')));
      expect((await moderate(id, 'block')).body.status).toBe('blocked');
      const again = await moderate(id, 'block');
      expect({ status: again.status, reason: again.body.reason, message: again.body.message }).toEqual({
        status: 409,
        reason: 'CONVERSATION_NOT_ACTIVE',
        message: ADMIN_CONVERSATION_MESSAGES.notActive('blocked'),
      });
      expect(await moderate(id, 'archive')).toEqual({ status: 200, body: { id, status: 'archived' } });
      const archivedAgain = await moderate(id, 'block');
      expect({ status: archivedAgain.status, message: archivedAgain.body.message }).toEqual({
        status: 409,
        message: ADMIN_CONVERSATION_MESSAGES.notActive('archived'),
      });
      // Archiving an archived conversation changes nothing (and records nothing).
      expect(await moderate(id, 'archive')).toEqual({ status: 200, body: { id, status: 'archived' } });
      expect(
        (await outbox('messaging', id)).map((event) => event.envelope.data.action ?? event.subject),
      ).toEqual([
        'messaging.conversation.status_changed',
        'conversation.blocked',
        'messaging.conversation.status_changed',
        'conversation.archived',
      ]);
      const fromActive = await start('Surgical scissors');
      expect(await moderate(fromActive, 'archive')).toEqual({
        status: 200,
        body: { id: fromActive, status: 'archived' },
      });
      expect(
        (await call<{ status: string }>(exporter, 'GET', `/api/conversations/${fromActive}`)).body.status,
      ).toBe('archived');
    });

    it('answers 404 for an unknown conversation and 400 for a bad action or id', async () => {
      const unknown = await moderate(999_999, 'archive');
      expect({ status: unknown.status, reason: unknown.body.reason }).toEqual({
        status: 404,
        reason: 'CONVERSATION_NOT_FOUND',
      });
      expectFieldError(await moderate(1, 'delete'), 'action', ADMIN_CONVERSATION_MESSAGES.action);
      expectFieldError(await moderate(1, undefined), 'action', ADMIN_CONVERSATION_MESSAGES.action);
      expectFieldError(await moderate('abc', 'block'), 'id');
    });
  });

  describe('buyers: GET /api/admin/buyers and PATCH /api/admin/buyers/{id}/verify', () => {
    const listBuyers = async (query = '') => {
      const answer = await call<AdminBuyerListDto>(admin, 'GET', `/api/admin/buyers${query}`);
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const verify = (id: number | string, isVerified: unknown) =>
      adminCall<{ id: number; isVerified: boolean } & FieldErrors>(
        'PATCH',
        `/api/admin/buyers/${id}/verify`,
        {
          isVerified,
        },
      );

    it('lists buyers with the name, company, country and business type of their profile', async () => {
      const { buyers, total } = await listBuyers();
      expect(total).toBe(await scalar('SELECT count(*)::int AS n FROM identity.buyer_users'));
      expect(buyers.find((row) => row.id === annaId)).toEqual({
        id: annaId,
        email: 'anna@example.com',
        name: 'Anna Becker',
        companyName: 'Becker Import GmbH',
        country: 'Germany',
        businessType: 'wholesaler',
        isVerified: false,
        createdAt: expect.any(String),
      });
      expect(buyers.find((row) => row.id === brunoId)).toMatchObject({ companyName: null, country: null });
      expect((await listBuyers('?limit=1&offset=1')).buyers).toEqual([buyers[1]]);
    });

    it('verifies a buyer: the filters follow, events carry the admin, messaging shows exporters the badge', async () => {
      const conversationId = await start('Verified buyer check');
      expect(await verify(annaId, true)).toEqual({ status: 200, body: { id: annaId, isVerified: true } });
      const verified = await listBuyers('?filter=verified');
      expect(verified.buyers.map((row) => row.id)).toEqual([annaId]);
      expect(verified.total).toBe(1);
      const pending = await listBuyers('?filter=pending');
      expect(pending.buyers.map((row) => row.id)).not.toContain(annaId);
      expect(pending.total).toBe((await listBuyers()).total - 1);
      // Pending first without a filter.
      expect((await listBuyers()).buyers.at(-1)?.id).toBe(annaId);

      const events = await outbox('identity', annaId);
      expect(events.map((event) => event.subject)).toEqual([
        'identity.buyer.verified',
        'identity.admin_action.recorded',
      ]);
      expect(events[0]!.envelope.data).toEqual({ buyerUserId: annaId, isVerified: true });
      expect(events[1]!.envelope).toMatchObject({
        client: { ip: '10.53.200.7', userAgent: USER_AGENT },
        data: { action: 'buyer.verified', targetType: 'buyer', targetId: annaId },
      });

      const badge = async () =>
        (
          await call<{ buyer: { isVerified: boolean } }>(
            exporter,
            'GET',
            `/api/conversations/${conversationId}`,
          )
        ).body.buyer.isVerified;
      await eventually(async () => (await badge()) === true, 15_000);

      expect(await verify(annaId, false)).toEqual({ status: 200, body: { id: annaId, isVerified: false } });
      await eventually(async () => (await badge()) === false, 15_000);
      expect((await outbox('identity', annaId)).at(-1)?.envelope.data).toMatchObject({
        action: 'buyer.unverified',
      });
      expect((await listBuyers('?filter=verified')).total).toBe(0);
    });

    it('keeps the badge when the buyer completes the profile again', async () => {
      expect((await verify(annaId, true)).status).toBe(200);
      const again = await call(buyer, 'POST', '/api/buyer/complete-profile', {
        firstName: 'Anna',
        lastName: 'Becker',
        email: 'anna@example.com',
        companyName: 'Becker Trading GmbH',
        businessType: 'Distributor',
        country: 'Germany',
        industryFocus: ['Rice & Grains'],
      });
      expect(again.status).toBe(200);
      expect((await listBuyers('?filter=verified')).buyers.map((row) => row.id)).toEqual([annaId]);
      const directory = (column: string) =>
        scalar(`SELECT ${column} AS n FROM messaging.buyer_directory WHERE id = $1`, [annaId]);
      await eventually(async () => (await directory('company_name')) === 'Becker Trading GmbH', 15_000);
      expect(await directory('is_verified')).toBe(true);
    });

    it('answers 404 for an unknown buyer and 400 naming the field for bad input', async () => {
      const unknown = await verify(999_999, true);
      expect({ status: unknown.status, reason: unknown.body.reason, message: unknown.body.message }).toEqual({
        status: 404,
        reason: 'BUYER_NOT_FOUND',
        message: ADMIN_BUYER_MESSAGES.notFound,
      });
      expectFieldError(await verify(annaId, 'yes'), 'isVerified', ADMIN_BUYER_MESSAGES.isVerified);
      expectFieldError(await verify(annaId, undefined), 'isVerified', ADMIN_BUYER_MESSAGES.isVerified);
      expectFieldError(await verify('0', true), 'id');
      expectFieldError(
        await call(admin, 'GET', '/api/admin/buyers?filter=all'),
        'filter',
        ADMIN_BUYER_MESSAGES.filter,
      );
      expectFieldError(await call(admin, 'GET', '/api/admin/buyers?limit=500'), 'limit');
    });
  });

  describe('blocks hold for the pair until an admin unblocks it; suspensions', () => {
    const refusal = (answer: Answer<FieldErrors>) => ({
      status: answer.status,
      reason: answer.body.reason,
      message: answer.body.message,
    });
    const BLOCKED = { status: 403, reason: 'CONTACT_BLOCKED', message: CONTACT_RESTRICTION_MESSAGES.blocked };
    const SUSPENDED = {
      status: 403,
      reason: 'BUYER_SUSPENDED',
      message: CONTACT_RESTRICTION_MESSAGES.suspended,
    };
    /** A buyer of the test's own (the pair's block and the suspension stay theirs), once messaging knows them. */
    const newBuyer = async (name: string) => {
      const token = await tokenOf('/api/buyer/register', person(name));
      const id: number = await scalar('SELECT id AS n FROM identity.buyer_users WHERE email = $1', [
        `${name}@example.com`,
      ]);
      await eventually(
        async () =>
          (await scalar('SELECT count(*)::int AS n FROM messaging.buyer_directory WHERE id = $1', [id])) ===
          1,
        15_000,
      );
      return { token, id };
    };
    const startAs = (token: string, subject: string) =>
      call<FieldErrors>(token, 'POST', '/api/conversations', { exporterId, subject });
    const sendAs = (token: string, id: number) =>
      call<FieldErrors>(token, 'POST', `/api/conversations/${id}/messages`, { content: 'Are you there?' });
    const inquiryAs = (token: string | null, buyerEmail: string) =>
      call<FieldErrors>(token, 'POST', '/api/contact-requests', {
        exporterId,
        buyerName: 'Test Buyer',
        buyerEmail,
        message: 'Please quote 1,000 pieces.',
      });
    /** The admin activity log's newest entries (the admin service's read of the admin actions). */
    const activity = async () =>
      (await call<AdminEnhancedStatsDto>(admin, 'GET', '/api/admin/enhanced-stats')).body.recentActivity;

    it('an admin block refuses the buyer every contact with that exporter; archiving keeps it; unblocking lifts it', async () => {
      const gina = await newBuyer('gina');
      const blocked = await start('Prayer mats', gina.token);
      const other = await start('Cotton towels', gina.token);
      expect(await moderate(blocked, 'block')).toEqual({
        status: 200,
        body: { id: blocked, status: 'blocked' },
      });
      expect(await rowOf(other)).toMatchObject({ status: 'active', buyerId: gina.id, contactBlocked: true });

      const refusedAll = async () => {
        const answers = {
          start: refusal(await startAs(gina.token, 'Prayer rugs')),
          buyerMessage: refusal(await sendAs(gina.token, other)),
          exporterMessage: refusal(await sendAs(exporter, other)),
          inquiry: refusal(await inquiryAs(gina.token, 'gina@example.com')),
        };
        expect(answers).toEqual({
          start: BLOCKED,
          buyerMessage: BLOCKED,
          exporterMessage: BLOCKED,
          inquiry: BLOCKED,
        });
      };
      await refusedAll();
      // Archiving the blocked conversation closes it; the pair stays blocked.
      expect((await moderate(blocked, 'archive')).body.status).toBe('archived');
      await refusedAll();

      // Unblocked from any conversation of theirs; the archived one stays archived.
      expect(await moderate(other, 'unblock')).toEqual({
        status: 200,
        body: { id: other, status: 'active' },
      });
      const again = await moderate(other, 'unblock');
      expect(refusal(again)).toEqual({
        status: 409,
        reason: 'CONVERSATION_NOT_BLOCKED',
        message: ADMIN_CONVERSATION_MESSAGES.notBlocked,
      });
      expect(await rowOf(blocked)).toMatchObject({ status: 'archived', contactBlocked: false });
      expect((await sendAs(gina.token, other)).status).toBe(201);
      expect((await sendAs(exporter, other)).status).toBe(201);
      expect((await startAs(gina.token, 'Prayer rugs')).status).toBe(201);
      expect((await inquiryAs(gina.token, 'gina@example.com')).status).toBe(201);
      expect((await outbox('messaging', other)).at(-1)?.envelope).toMatchObject({
        client: { ip: '10.53.200.7', userAgent: USER_AGENT },
        data: { action: 'conversation.unblocked', targetType: 'conversation', targetId: other },
      });
    });

    it('unblocking a conversation a party blocked makes it active again, live for the parties', async () => {
      const hugo = await newBuyer('hugo');
      const id = await start('Leather footballs', hugo.token);
      expect(
        (await call(exporter, 'PATCH', `/api/conversations/${id}/status`, { status: 'blocked' })).status,
      ).toBe(200);
      expect(refusal(await startAs(hugo.token, 'Leather gloves'))).toEqual(BLOCKED);
      expect(await rowOf(id)).toMatchObject({ status: 'blocked', contactBlocked: true });
      const pushed = await liveFrame(
        system.base,
        hugo.token,
        async () =>
          expect(await moderate(id, 'unblock')).toEqual({ status: 200, body: { id, status: 'active' } }),
        // Its status change (the start's own frames may still be on their way).
        (data) => data.conversationId === id && 'status' in data,
      );
      expect(pushed).toMatchObject({ conversationId: id, status: 'active', changedBy: 'admin' });
      expect((await sendAs(hugo.token, id)).status).toBe(201);
      expect((await sendAs(exporter, id)).status).toBe(201);
      expect((await startAs(hugo.token, 'Leather gloves')).status).toBe(201);
    });

    it('suspends a buyer from starting conversations and sending inquiries until an admin lifts it; the console lists it with the reason, the activity log records both', async () => {
      const ines = await newBuyer('ines');
      const existing = await start('Basmati samples', ines.token);
      const reason = 'Threatening messages to three exporters';
      const suspended = await adminCall<BuyerSuspensionDto>('POST', '/api/admin/suspensions', {
        buyerId: ines.id,
        reason: `  ${reason} `,
      });
      expect(suspended).toEqual({
        status: 201,
        body: {
          buyerId: ines.id,
          buyerName: 'ines@example.com',
          buyerEmail: 'ines@example.com',
          reason,
          suspendedAt: expect.any(String),
        },
      });
      const listed = await call<BuyerSuspensionListDto>(admin, 'GET', '/api/admin/suspensions');
      expect(listed.body.suspensions[0]).toEqual(suspended.body);
      expect(listed.body.total).toBe(
        await scalar('SELECT count(*)::int AS n FROM messaging.buyer_suspensions'),
      );

      expect({
        start: refusal(await startAs(ines.token, 'Sella rice')),
        inquiry: refusal(await inquiryAs(ines.token, 'ines@example.com')),
        anonymousInquiry: refusal(await inquiryAs(null, 'INES@example.com')),
      }).toEqual({ start: SUSPENDED, inquiry: SUSPENDED, anonymousInquiry: SUSPENDED });
      // Suspended from starting: a conversation already going goes on.
      expect((await sendAs(ines.token, existing)).status).toBe(201);
      const twice = await adminCall<FieldErrors>('POST', '/api/admin/suspensions', {
        buyerId: ines.id,
        reason,
      });
      expect(refusal(twice)).toEqual({
        status: 409,
        reason: 'BUYER_ALREADY_SUSPENDED',
        message: BUYER_SUSPENSION_MESSAGES.alreadySuspended,
      });

      const lifted = await fetch(`${system.base}/api/admin/suspensions/${ines.id}`, {
        method: 'DELETE',
        headers: {
          authorization: `Bearer ${admin}`,
          'user-agent': USER_AGENT,
          'x-forwarded-for': '10.53.200.7',
        },
      });
      expect(lifted.status).toBe(204);
      expect((await startAs(ines.token, 'Sella rice')).status).toBe(201);
      expect((await inquiryAs(ines.token, 'ines@example.com')).status).toBe(201);
      const liftedAgain = await call<FieldErrors>(admin, 'DELETE', `/api/admin/suspensions/${ines.id}`);
      expect(refusal(liftedAgain)).toEqual({
        status: 404,
        reason: 'SUSPENSION_NOT_FOUND',
        message: BUYER_SUSPENSION_MESSAGES.notSuspended,
      });

      await eventually(
        async () => (await activity()).some((entry) => entry.action === 'buyer.suspension_lifted'),
        15_000,
      );
      const entries = (await activity()).filter(
        (entry) => entry.targetType === 'buyer' && entry.targetId === ines.id,
      );
      expect(
        entries.map(({ action, targetType, details, ipAddress, userAgent }) => ({
          action,
          targetType,
          details,
          ipAddress,
          userAgent,
        })),
      ).toEqual([
        {
          action: 'buyer.suspension_lifted',
          targetType: 'buyer',
          details: `Lifted the suspension of ines@example.com (suspended for: ${reason})`,
          ipAddress: '10.53.200.7',
          userAgent: USER_AGENT,
        },
        {
          action: 'buyer.suspended',
          targetType: 'buyer',
          details: `Suspended ines@example.com from starting conversations and sending inquiries: ${reason}`,
          ipAddress: '10.53.200.7',
          userAgent: USER_AGENT,
        },
      ]);
    });

    it('answers 404 for a buyer messaging does not know and 400 naming the field for bad input', async () => {
      const unknown = await adminCall<FieldErrors>('POST', '/api/admin/suspensions', {
        buyerId: 999_999,
        reason: 'Spam',
      });
      expect(refusal(unknown)).toEqual({
        status: 404,
        reason: 'BUYER_NOT_FOUND',
        message: BUYER_SUSPENSION_MESSAGES.buyerNotFound,
      });
      const suspend = (body: Record<string, unknown>) =>
        adminCall<FieldErrors>('POST', '/api/admin/suspensions', body);
      expectFieldError(
        await suspend({ buyerId: annaId }),
        'reason',
        BUYER_SUSPENSION_MESSAGES.reasonRequired,
      );
      expectFieldError(
        await suspend({ buyerId: annaId, reason: '   ' }),
        'reason',
        BUYER_SUSPENSION_MESSAGES.reasonRequired,
      );
      expectFieldError(
        await suspend({ buyerId: annaId, reason: 'r'.repeat(501) }),
        'reason',
        BUYER_SUSPENSION_MESSAGES.reasonTooLong,
      );
      expectFieldError(await suspend({ reason: 'Spam' }), 'buyerId', BUYER_SUSPENSION_MESSAGES.buyerRequired);
      expectFieldError(await call(admin, 'DELETE', '/api/admin/suspensions/abc'), 'buyerId');
      expectFieldError(await call(admin, 'GET', '/api/admin/suspensions?limit=101'), 'limit');
      expect(
        await scalar('SELECT count(*)::int AS n FROM messaging.buyer_suspensions WHERE buyer_id = $1', [
          annaId,
        ]),
      ).toBe(0);
    });
  });
});
