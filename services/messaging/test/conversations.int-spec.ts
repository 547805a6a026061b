import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import type { Principal, ServiceErrorBody } from '@ped/contracts';
import type { EventData, EventSubject } from '@ped/contracts/events';
import {
  CONVERSATION_MESSAGES,
  MESSAGING_PATTERNS as P,
  type ConversationDetailDto,
  type ConversationListDto,
  type MessageDto,
  type MessagePageDto,
  type StartConversationResultDto,
} from '@ped/contracts/messaging';
import { namespaced, startService } from '@ped/nest-kit';
import pg from 'pg';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';
import { eventually, TestRpcClient } from '../../../tools/testing/rpc-client.js';
import { messagingService } from '../src/messaging.definition.js';

const BUYER: Principal = { kind: 'buyer', id: 42 };
const OTHER_BUYER: Principal = { kind: 'buyer', id: 43 };
/** Owns exporter 31 (exporter_directory.user_id). */
const EXPORTER: Principal = { kind: 'user', id: 7, role: 'exporter' };
/** Owns exporter 33, a party of none of BUYER's conversations. */
const OTHER_EXPORTER: Principal = { kind: 'user', id: 8, role: 'exporter' };
const PROFILELESS_EXPORTER: Principal = { kind: 'user', id: 9, role: 'exporter' };
const ADMIN_USER: Principal = { kind: 'user', id: 10, role: 'admin' };
const ADMIN: Principal = { kind: 'admin', id: 1 };

const exporterEvent = (id: number, userId: number | null, status: string, email?: string) => ({
  id,
  companyName: `Exporter ${id}`,
  userId,
  logoUrl: `/logos/${id}.png`,
  city: 'Lahore',
  status,
  isVerified: true,
  isPremium: false,
  ...(email ? { email } : {}),
});

describe('conversations: the messaging service on real JetStream and PostgreSQL', () => {
  let testEnv: TestEnv;
  let service: INestMicroservice;
  let rpc: TestRpcClient;
  let nc: NatsConnection;
  let db: pg.Client;

  const publish = async <S extends EventSubject>(type: S, data: EventData<S> | Record<string, unknown>) => {
    const id = randomUUID();
    const envelope = { id, type, occurredAt: new Date().toISOString(), version: 1, data };
    await jetstream(nc).publish(namespaced(testEnv.namespace, type), JSON.stringify(envelope), { msgID: id });
  };
  const rows = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows;
  const events = (subject: string, conversationId: number) =>
    rows(
      `SELECT envelope->'data' AS data, envelope->'actor' AS actor FROM messaging.outbox
        WHERE subject = $1 AND (envelope->'data'->>'conversationId')::int = $2 ORDER BY id`,
      [subject, conversationId],
    );
  const failure = async (pattern: string, data: unknown, principal?: Principal) =>
    (await rpc.failure(pattern, data, principal)) as ServiceErrorBody;
  const start = (subject: string, initialMessage?: string, principal = BUYER, exporterId = 31) =>
    rpc.send<StartConversationResultDto>(
      P.conversationStart,
      { exporterId, subject, ...(initialMessage === undefined ? {} : { initialMessage }) },
      principal,
    );
  const send = (id: number, content: string, principal: Principal) =>
    rpc.send<MessageDto>(P.messageSend, { id, content }, principal);
  const unread = async (id: number) =>
    (
      await rows(
        'SELECT buyer_unread AS buyer, exporter_unread AS exporter FROM messaging.conversations WHERE id = $1',
        [id],
      )
    )[0] as { buyer: number; exporter: number };

  beforeAll(async () => {
    testEnv = await createTestEnv('messaging_conversations');
    service = await startService(messagingService, testEnv.env);
    rpc = new TestRpcClient(testEnv.env);
    nc = await connect({ servers: testEnv.env.NATS_URL });
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    await publish('catalog.exporter.created', exporterEvent(31, 7, 'approved', 'sales@exporter31.pk'));
    await publish('catalog.exporter.created', exporterEvent(32, null, 'pending'));
    await publish('catalog.exporter.created', exporterEvent(33, 8, 'approved'));
    await publish('identity.buyer.registered', { buyerUserId: 42, email: 'anna@becker-import.de' });
    await publish('identity.buyer.profile_completed', {
      buyerUserId: 42,
      companyName: 'Becker Import GmbH',
      businessType: 'importer',
      country: 'Germany',
      industryFocus: ['Rice'],
      firstName: 'Anna',
      lastName: 'Becker',
      email: 'anna@becker-import.de',
      isVerified: true,
    });
    // Profile first, then the sign-up: each event writes only its own columns.
    await publish('identity.buyer.profile_completed', {
      buyerUserId: 44,
      companyName: 'Lyon Textiles',
      businessType: 'retailer',
      country: 'France',
      industryFocus: [],
    });
    await publish('identity.buyer.registered', { buyerUserId: 44, email: 'luc@lyon-textiles.fr' });
    await eventually(
      async () =>
        (await rows('SELECT 1 FROM messaging.exporter_directory')).length === 3 &&
        (await rows('SELECT 1 FROM messaging.buyer_directory WHERE email IS NOT NULL')).length === 2,
    );
  });

  afterAll(async () => {
    await rpc?.close();
    await service?.close();
    await nc?.close();
    await db?.end();
    await testEnv?.dispose();
  });

  describe('read models', () => {
    it("keeps buyers from identity's events, in either order, and the exporter's e-mail", async () => {
      expect(
        await rows(
          'SELECT id, email, first_name, last_name, company_name, country, is_verified FROM messaging.buyer_directory ORDER BY id',
        ),
      ).toEqual([
        {
          id: 42,
          email: 'anna@becker-import.de',
          first_name: 'Anna',
          last_name: 'Becker',
          company_name: 'Becker Import GmbH',
          country: 'Germany',
          is_verified: true,
        },
        {
          id: 44,
          email: 'luc@lyon-textiles.fr',
          first_name: null,
          last_name: null,
          company_name: 'Lyon Textiles',
          country: 'France',
          is_verified: false,
        },
      ]);
      expect(await rows('SELECT id, email FROM messaging.exporter_directory ORDER BY id')).toEqual([
        { id: 31, email: 'sales@exporter31.pk' },
        { id: 32, email: null },
        { id: 33, email: null },
      ]);
    });
  });

  describe('starting', () => {
    it('creates a conversation with its event and initial message; the same subject again finds it', async () => {
      const first = await start('Basmati 1121 for Hamburg', 'Please quote 2 x 40 ft, CIF Hamburg.');
      expect(first).toEqual({ id: expect.any(Number), created: true });
      const again = await start('BASMATI 1121 for hamburg');
      expect(again).toEqual({ id: first.id, created: false });
      expect(await events('messaging.conversation.created', first.id)).toEqual([
        {
          actor: { kind: 'buyer', id: 42 },
          data: {
            conversationId: first.id,
            buyerId: 42,
            exporterId: 31,
            exporterUserId: 7,
            subject: 'Basmati 1121 for Hamburg',
            createdAt: expect.any(String),
          },
        },
      ]);
      const [sent] = await events('messaging.message.sent', first.id);
      expect(sent.data).toEqual({
        messageId: expect.any(Number),
        conversationId: first.id,
        buyerId: 42,
        exporterId: 31,
        exporterUserId: 7,
        senderType: 'buyer',
        preview: 'Please quote 2 x 40 ft, CIF Hamburg.',
        content: 'Please quote 2 x 40 ft, CIF Hamburg.',
        createdAt: expect.any(String),
        flags: [],
        warning: null,
      });
      expect(await unread(first.id)).toEqual({ buyer: 0, exporter: 1 });
    });

    it('refuses an exporter that is not public, and anyone but a buyer', async () => {
      expect(await failure(P.conversationStart, { exporterId: 32, subject: 'Hi' }, BUYER)).toMatchObject({
        reason: 'EXPORTER_NOT_FOUND',
        message: 'Exporter Not Found',
      });
      expect(await failure(P.conversationStart, { exporterId: 999, subject: 'Hi' }, BUYER)).toMatchObject({
        reason: 'EXPORTER_NOT_FOUND',
      });
      for (const principal of [EXPORTER, ADMIN_USER, ADMIN]) {
        expect(
          await failure(P.conversationStart, { exporterId: 31, subject: 'Hi' }, principal),
        ).toMatchObject({
          reason: 'NOT_PERMITTED',
        });
      }
      expect(await failure(P.conversationStart, { exporterId: 31, subject: 'Hi' })).toMatchObject({
        reason: 'SIGN_IN_REQUIRED',
      });
    });
  });

  describe('unread counts, kept on the conversation', () => {
    it('counts each message for its recipient and clears on reading, with the read event', async () => {
      const { id } = await start('Unread counts');
      await send(id, 'First question', BUYER);
      await send(id, 'Second question', BUYER);
      expect(await unread(id)).toEqual({ buyer: 0, exporter: 2 });
      const exporterList = await rpc.send<ConversationListDto>(P.conversationList, {}, EXPORTER);
      expect(exporterList.conversations.find((c) => c.id === id)).toMatchObject({
        unreadCount: 2,
        lastMessage: 'Second question',
        otherPartyType: 'buyer',
        otherPartyName: 'Anna Becker',
      });

      await rpc.send(P.conversationRead, { id }, EXPORTER);
      expect(await unread(id)).toEqual({ buyer: 0, exporter: 0 });
      expect(await rows('SELECT is_read FROM messaging.messages WHERE conversation_id = $1', [id])).toEqual([
        { is_read: true },
        { is_read: true },
      ]);
      expect((await events('messaging.conversation.read', id)).map((e) => e.data)).toEqual([
        { conversationId: id, readerType: 'exporter', buyerId: 42, exporterUserId: 7 },
      ]);
      // Nothing unread: no second event.
      await rpc.send(P.conversationRead, { id }, EXPORTER);
      expect(await events('messaging.conversation.read', id)).toHaveLength(1);

      await send(id, 'Answer', EXPORTER);
      expect(await unread(id)).toEqual({ buyer: 1, exporter: 0 });
      // The buyer reading marks only the exporter's message; the buyer's own stay as they are.
      await rpc.send(P.conversationRead, { id }, BUYER);
      expect(await unread(id)).toEqual({ buyer: 0, exporter: 0 });
    });

    it('stays exact under concurrent sends from both sides', async () => {
      const { id } = await start('Concurrent sends');
      await Promise.all([
        ...Array.from({ length: 15 }, (_, i) => send(id, `buyer ${i}`, BUYER)),
        ...Array.from({ length: 10 }, (_, i) => send(id, `exporter ${i}`, EXPORTER)),
      ]);
      expect(await unread(id)).toEqual({ buyer: 10, exporter: 15 });
      const [latest] = await rows(
        'SELECT content FROM messaging.messages WHERE conversation_id = $1 ORDER BY id DESC LIMIT 1',
        [id],
      );
      const [conversation] = await rows('SELECT last_message FROM messaging.conversations WHERE id = $1', [
        id,
      ]);
      expect(conversation.last_message).toBe(latest.content);
      expect(await events('messaging.message.sent', id)).toHaveLength(25);
    });
  });

  describe('safe messaging', () => {
    it('stores the flags; the reader gets the warning, the sender does not', async () => {
      const { id } = await start('Payment');
      const scam = 'Our bank account has changed. Pay the inspection fee via Western Union.';
      const sent = await send(id, scam, EXPORTER);
      expect(sent).toMatchObject({
        flags: ['bank-details-change', 'wire-transfer-agent', 'inspection-fee'],
        warning: null,
        mine: true,
      });
      const forBuyer = await rpc.send<MessagePageDto>(P.messageList, { id }, BUYER);
      expect(forBuyer.messages[0]).toMatchObject({
        content: scam,
        mine: false,
        senderType: 'exporter',
        flags: sent.flags,
        warning: expect.stringMatching(/bank details.*money-transfer agent.*fee in advance/s),
      });
      const forExporter = await rpc.send<MessagePageDto>(P.messageList, { id }, EXPORTER);
      expect(forExporter.messages[0]).toMatchObject({ mine: true, warning: null });
      // The event carries the reader's warning: a pushed message shows it without reading the thread.
      const [event] = await events('messaging.message.sent', id);
      expect(event.data.flags).toEqual(sent.flags);
      expect(event.data.warning).toBe(forBuyer.messages[0]!.warning);
    });
  });

  describe('status', () => {
    it('archives with its event, then refuses sending (409) and allows blocking; blocked stays blocked', async () => {
      // A buyer of its own: the block holds for the pair (the next tests use BUYER with exporter 31).
      const buyer: Principal = { kind: 'buyer', id: 49 };
      const { id } = await start('Closing', undefined, buyer);
      const archived = await rpc.send(P.conversationStatus, { id, status: 'archived' }, buyer);
      expect(archived).toMatchObject({ id, status: 'archived' });
      expect(await failure(P.messageSend, { id, content: 'Still there?' }, EXPORTER)).toMatchObject({
        code: 'CONFLICT',
        reason: 'CONVERSATION_CLOSED',
        message: CONVERSATION_MESSAGES.closed('archived'),
      });
      expect(
        await failure(
          P.conversationStart,
          { exporterId: 31, subject: 'closing', initialMessage: 'Hi' },
          buyer,
        ),
      ).toMatchObject({ reason: 'CONVERSATION_CLOSED' });
      await rpc.send(P.conversationStatus, { id, status: 'blocked' }, EXPORTER);
      expect(await failure(P.messageSend, { id, content: 'Hello?' }, buyer)).toMatchObject({
        message: 'This conversation is blocked. You cannot send new messages.',
      });
      expect(await failure(P.conversationStatus, { id, status: 'archived' }, buyer)).toMatchObject({
        reason: 'CONVERSATION_CLOSED',
      });
      expect((await events('messaging.conversation.status_changed', id)).map((e) => e.data)).toEqual([
        { conversationId: id, buyerId: 49, exporterUserId: 7, status: 'archived', changedBy: 'buyer' },
        { conversationId: id, buyerId: 49, exporterUserId: 7, status: 'blocked', changedBy: 'exporter' },
      ]);
    });
  });

  describe('reports', () => {
    it('stores a report of a message with the event the moderation queue reads', async () => {
      const { id } = await start('Report me');
      const message = await send(id, 'Add me on Telegram for the real price', EXPORTER);
      const filed = await rpc.send<{ id: number }>(
        P.reportFile,
        { id, messageId: message.id, reason: 'scam', details: '  Asked to leave the site.  ' },
        BUYER,
      );
      expect((await events('messaging.report.filed', id)).map((e) => e.data)).toEqual([
        {
          reportId: filed.id,
          conversationId: id,
          messageId: message.id,
          reason: 'scam',
          details: 'Asked to leave the site.',
          reporterType: 'buyer',
          reporterId: 42,
          buyerId: 42,
          exporterId: 31,
          content: 'Add me on Telegram for the real price',
          flags: ['off-platform'],
          createdAt: expect.any(String),
        },
      ]);
      const other = await start('Another topic', 'Hello');
      expect(
        await failure(P.reportFile, { id: other.id, messageId: message.id, reason: 'spam' }, BUYER),
      ).toMatchObject({ reason: 'REPORTED_MESSAGE_UNKNOWN', details: [{ field: 'messageId' }] });
      // The whole conversation, by the exporter.
      await rpc.send(P.reportFile, { id, reason: 'abuse' }, EXPORTER);
      const [, whole] = await events('messaging.report.filed', id);
      expect(whole.data).toMatchObject({ messageId: null, reporterType: 'exporter', reporterId: 7 });
    });
  });

  describe('who sees what', () => {
    let id: number;
    beforeAll(async () => {
      id = (await start('Private', 'Only for exporter 31')).id;
    });

    const ROUTES = (conversationId: number) =>
      [
        [P.conversationGet, { id: conversationId }],
        [P.messageList, { id: conversationId }],
        [P.messageSend, { id: conversationId, content: 'Hello' }],
        [P.conversationStatus, { id: conversationId, status: 'archived' }],
        [P.conversationRead, { id: conversationId }],
        [P.reportFile, { id: conversationId, reason: 'spam' }],
      ] as const;

    it('answers CONVERSATION_NOT_FOUND to a third party on every route, and to an unknown id', async () => {
      for (const [pattern, data] of ROUTES(id)) {
        for (const principal of [OTHER_BUYER, OTHER_EXPORTER, PROFILELESS_EXPORTER]) {
          expect({ pattern, ...(await failure(pattern, data, principal)) }).toMatchObject({
            pattern,
            code: 'NOT_FOUND',
            reason: 'CONVERSATION_NOT_FOUND',
          });
        }
      }
      for (const [pattern, data] of ROUTES(999_999)) {
        expect(await failure(pattern, data, BUYER)).toMatchObject({ reason: 'CONVERSATION_NOT_FOUND' });
      }
      expect(await unread(id)).toEqual({ buyer: 0, exporter: 1 });
    });

    it('refuses admins and visitors', async () => {
      for (const [pattern, data] of [...ROUTES(id), [P.conversationList, {}] as const]) {
        expect(await failure(pattern, data, ADMIN_USER)).toMatchObject({ reason: 'NOT_PERMITTED' });
        expect(await failure(pattern, data, ADMIN)).toMatchObject({ reason: 'NOT_PERMITTED' });
        expect(await failure(pattern, data)).toMatchObject({ reason: 'SIGN_IN_REQUIRED' });
      }
    });

    it('shows each party the other: names, logo, "Unknown" when gone', async () => {
      const forBuyer = await rpc.send<ConversationDetailDto>(P.conversationGet, { id }, BUYER);
      expect(forBuyer).toEqual({
        id,
        subject: 'Private',
        status: 'active',
        createdAt: expect.any(String),
        lastMessageAt: expect.any(String),
        lastMessage: 'Only for exporter 31',
        unreadCount: 0,
        otherPartyType: 'exporter',
        otherPartyName: 'Exporter 31',
        otherPartyLogoUrl: '/logos/31.png',
        exporterId: 31,
        buyer: {
          id: 42,
          name: 'Anna Becker',
          company: 'Becker Import GmbH',
          country: 'Germany',
          isVerified: true,
        },
        exporter: { id: 31, companyName: 'Exporter 31', logoUrl: '/logos/31.png' },
        viewerType: 'buyer',
      });
      expect(await rpc.send<ConversationDetailDto>(P.conversationGet, { id }, EXPORTER)).toMatchObject({
        unreadCount: 1,
        otherPartyType: 'buyer',
        otherPartyName: 'Anna Becker',
        otherPartyLogoUrl: null,
        viewerType: 'exporter',
      });
      // A buyer the read model does not know yet, and an exporter the catalog removed.
      await publish('catalog.exporter.created', exporterEvent(34, 11, 'approved'));
      await eventually(
        async () => (await rows('SELECT 1 FROM messaging.exporter_directory WHERE id = 34')).length === 1,
      );
      const stranger: Principal = { kind: 'buyer', id: 77 };
      const gone = await start('Soon gone', 'Hello', stranger, 34);
      expect(
        await rpc.send<ConversationDetailDto>(
          P.conversationGet,
          { id: gone.id },
          { kind: 'user', id: 11, role: 'exporter' },
        ),
      ).toMatchObject({ otherPartyName: 'Unknown', buyer: null });
      await publish('catalog.exporter.deleted', exporterEvent(34, 11, 'approved'));
      await eventually(
        async () => (await rows('SELECT 1 FROM messaging.exporter_directory WHERE id = 34')).length === 0,
      );
      expect(
        await rpc.send<ConversationDetailDto>(P.conversationGet, { id: gone.id }, stranger),
      ).toMatchObject({
        otherPartyName: 'Unknown',
        otherPartyLogoUrl: null,
        exporter: null,
      });
    });

    it('gives an exporter account without a profile an empty list', async () => {
      expect(await rpc.send(P.conversationList, {}, PROFILELESS_EXPORTER)).toEqual({
        conversations: [],
        total: 0,
        unreadTotal: 0,
      });
    });
  });

  describe('paging', () => {
    it('lists newest activity first with the total and the status filter', async () => {
      const buyer: Principal = { kind: 'buyer', id: 50 };
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) ids.push((await start(`Topic ${i}`, undefined, buyer)).id);
      await send(ids[1]!, 'Bumped', buyer); // the most recent activity
      await rpc.send(P.conversationStatus, { id: ids[0], status: 'archived' }, buyer);
      const page = await rpc.send<ConversationListDto>(P.conversationList, { limit: 3 }, buyer);
      expect({ ids: page.conversations.map((c) => c.id), total: page.total }).toEqual({
        ids: [ids[1], ids[4], ids[3]],
        total: 5,
      });
      const next = await rpc.send<ConversationListDto>(P.conversationList, { limit: 3, offset: 3 }, buyer);
      expect(next.conversations.map((c) => c.id)).toEqual([ids[2], ids[0]]);
      const archived = await rpc.send<ConversationListDto>(P.conversationList, { status: 'archived' }, buyer);
      expect({ ids: archived.conversations.map((c) => c.id), total: archived.total }).toEqual({
        ids: [ids[0]],
        total: 1,
      });
      const active = await rpc.send<ConversationListDto>(P.conversationList, { status: 'active' }, buyer);
      expect(active.total).toBe(4);
    });

    it("counts the viewer's unread messages over every conversation, whatever the page or status", async () => {
      const buyer: Principal = { kind: 'buyer', id: 51 };
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) ids.push((await start(`Unread ${i}`, undefined, buyer)).id);
      await send(ids[0]!, 'One', EXPORTER);
      await send(ids[0]!, 'Two', EXPORTER);
      await send(ids[1]!, 'Three', EXPORTER);
      await rpc.send(P.conversationStatus, { id: ids[0], status: 'archived' }, buyer);
      const list = (query: object) => rpc.send<ConversationListDto>(P.conversationList, query, buyer);
      const firstPage = await list({ status: 'active', limit: 1 });
      const archived = await list({ status: 'archived' });
      expect([firstPage.unreadTotal, archived.unreadTotal, firstPage.total]).toEqual([3, 3, 2]);
    });

    it('pages a thread back in time, oldest first within a page', async () => {
      const { id } = await start('Long thread');
      for (let i = 1; i <= 7; i++) await send(id, `m${i}`, i % 2 ? BUYER : EXPORTER);
      const last = await rpc.send<MessagePageDto>(P.messageList, { id, limit: 3 }, BUYER);
      expect({ contents: last.messages.map((m) => m.content), hasMore: last.hasMore }).toEqual({
        contents: ['m5', 'm6', 'm7'],
        hasMore: true,
      });
      const before = await rpc.send<MessagePageDto>(
        P.messageList,
        { id, limit: 3, before: last.messages[0]!.id },
        BUYER,
      );
      expect(before.messages.map((m) => m.content)).toEqual(['m2', 'm3', 'm4']);
      const first = await rpc.send<MessagePageDto>(
        P.messageList,
        { id, limit: 3, before: before.messages[0]!.id },
        BUYER,
      );
      expect({ contents: first.messages.map((m) => m.content), hasMore: first.hasMore }).toEqual({
        contents: ['m1'],
        hasMore: false,
      });
    });
  });
});
