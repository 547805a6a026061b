import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstream } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  MESSAGING_PATTERNS,
  type MessageDto,
  type QueueAwayMailResultDto,
  type StartConversationResultDto,
} from '@ped/contracts/messaging';
import { namespaced } from '@ped/nest-kit';
import pg from 'pg';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { MailCatcher } from '../../../tools/testing/mail-catcher.js';
import { freePort, spawnNode, waitForHttp, type NodeProcess } from '../../../tools/testing/node-process.js';
import { eventually, TestRpcClient } from '../../../tools/testing/rpc-client.js';
import { isSignUpPath, signUpLinkToken } from '../../../tools/testing/sign-ups.js';
import { LiveStream } from '../../../tools/testing/live-stream.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

const PUBLIC_ORIGIN = 'http://localhost:8080';
const PASSWORD = 'Sialkot-Gloves-2026';
const EXPORTER_ID = 9101;

describe('live delivery over Server-Sent Events, and the away e-mail (two gateways, real services)', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let gatewayB: NodeProcess;
  let baseA: string;
  let baseB: string;
  let db: pg.Client;
  let nc: NatsConnection;
  let rpc: TestRpcClient;
  const smtp = new MailCatcher();
  const streams: LiveStream[] = [];
  const buyerEmail = `buyer-${randomUUID().slice(0, 8)}@becker-import.de`;
  const exporterEmail = 'sales@sialkot-sports.pk';
  let buyerToken = '';
  let exporterToken = '';
  let ip = 0;

  /** Signs in, or up (confirmed with the link the sign-up mailed, through the same gateway): the access token. */
  const tokenOf = async (base: string, path: string, body: object): Promise<string> => {
    if (isSignUpPath(path)) {
      const signedUp = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${++ip}` },
        body: JSON.stringify(body),
      });
      if (signedUp.status !== 202) throw new Error(`${path}: ${signedUp.status} ${await signedUp.text()}`);
      const { email } = body as { email: string };
      return tokenOf(base, '/api/auth/confirm-email', {
        token: await signUpLinkToken(testEnv.databaseUrl, email),
      });
    }
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-token-delivery': 'body',
        'x-forwarded-for': `198.51.100.${++ip}`,
      },
      body: JSON.stringify(body),
    });
    if (response.status >= 300) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { accessToken: string }).accessToken;
  };
  const call = async <T>(base: string, token: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-forwarded-for': `198.51.100.${++ip}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status >= 300)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
  const open = async (base: string, token: string, lastEventId?: string) => {
    const stream = await LiveStream.open(base, token, lastEventId);
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  };
  const startConversation = (subject: string, initialMessage?: string) =>
    call<StartConversationResultDto>(baseA, buyerToken, 'POST', '/api/conversations', {
      exporterId: EXPORTER_ID,
      subject,
      ...(initialMessage ? { initialMessage } : {}),
    });
  const send = (base: string, token: string, conversationId: number, content: string) =>
    call<MessageDto>(base, token, 'POST', `/api/conversations/${conversationId}/messages`, { content });
  const userIdOf = (token: string) =>
    Number((JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub);
  const rows = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    testEnv = await createTestEnv('live');
    await smtp.start();
    const env = {
      ...testEnv.env,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      MAIL_FROM: 'Pakistan Export Directory <no-reply@directory.test>',
      PUBLIC_ORIGIN,
    };
    // Both gateways sign and verify with one key pair, as instances behind one edge do.
    const dataDir = mkdtempSync(join(tmpdir(), 'ped-gateway-'));
    system = await startBuiltSystem(env, ['identity', 'messaging'], { DATA_DIR: dataDir });
    baseA = system.base;
    const portB = await freePort();
    gatewayB = spawnNode('services/gateway/dist/main.js', {
      ...env,
      PORT: String(portB),
      SERVICE_TIMEOUT_MS: '2000',
      DATA_DIR: dataDir,
    });
    baseB = `http://127.0.0.1:${portB}`;
    await waitForHttp(`${baseB}/api/.well-known/jwks.json`, gatewayB);
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    nc = await connect({ servers: testEnv.env.NATS_URL });
    rpc = new TestRpcClient(testEnv.env);

    const person = (firstName: string, email: string) => ({
      firstName,
      lastName: 'Test',
      email,
      password: PASSWORD,
    });
    buyerToken = await tokenOf(baseA, '/api/buyer/register', person('Anna', buyerEmail));
    exporterToken = await tokenOf(baseB, '/api/auth/register', person('Imran', 'imran@sialkot-sports.pk'));
    // The catalog's word that this account owns an approved exporter (the exporter issue links them).
    const eventId = randomUUID();
    const exporter = {
      id: EXPORTER_ID,
      companyName: 'Sialkot Sports Co',
      userId: userIdOf(exporterToken),
      logoUrl: null,
      city: 'Sialkot',
      status: 'approved',
      isVerified: true,
      isPremium: false,
      email: exporterEmail,
    };
    const envelope = {
      id: eventId,
      type: 'catalog.exporter.created',
      occurredAt: new Date().toISOString(),
      version: 1,
      data: exporter,
    };
    await jetstream(nc).publish(
      namespaced(testEnv.namespace, 'catalog.exporter.created'),
      JSON.stringify(envelope),
      {
        msgID: eventId,
      },
    );
    await eventually(
      async () =>
        (
          await rows('SELECT 1 FROM messaging.exporter_directory WHERE id = $1 AND email IS NOT NULL', [
            EXPORTER_ID,
          ])
        ).length === 1 &&
        (await rows('SELECT 1 FROM messaging.buyer_directory WHERE email = $1', [buyerEmail])).length === 1,
      30_000,
    );
  }, 90_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await rpc?.close();
    await nc?.close();
    await db?.end();
    await gatewayB?.stop();
    await system?.stop();
    await smtp.stop().catch(() => undefined);
    await testEnv?.dispose();
  });

  it('refuses visitors (401) and answers a party with an event stream that says where to resume from', async () => {
    expect((await fetch(`${baseA}/api/live`)).status).toBe(401);
    const stream = await open(baseB, exporterToken);
    await eventually(async () => stream.lastId !== undefined);
    expect(stream.lastId).toMatch(/^\d+$/);
    stream.close();
  });

  it("opens a browser's stream whose access cookie expired, refreshing the session on the way", async () => {
    const login = await fetch(`${baseB}/api/buyer/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: PUBLIC_ORIGIN,
        'x-forwarded-for': '198.51.100.200',
      },
      body: JSON.stringify({ email: buyerEmail, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const refresh = login.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('ped_rt='))!
      .split(';')[0]!;
    const controller = new AbortController();
    // Closed whatever the checks find: an open stream would keep this buyer "connected" for the tests after.
    try {
      const response = await fetch(`${baseA}/api/live`, {
        headers: { cookie: refresh },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(response.headers.get('x-request-id')).toBeTruthy();
      const renewed = response.headers.getSetCookie().map((cookie) => cookie.split('=')[0]);
      // The session's cookies, and the hint the page's scripts read (SIGNED_IN_HINT_COOKIE).
      expect(renewed.sort()).toEqual(['ped_at', 'ped_rt', 'ped_signed_in']);
    } finally {
      controller.abort();
    }
  });

  it("a message sent through gateway A reaches the other party's stream on gateway B within 1 s", async () => {
    const exporterOnB = await open(baseB, exporterToken);
    const buyerOnA = await open(baseA, buyerToken);
    const { id } = await startConversation('Match balls, 5,000 pieces');
    await eventually(async () =>
      exporterOnB.of('conversation').some((event) => event.data.conversationId === id),
    );
    const accepted = Date.now();
    const message = await send(baseA, buyerToken, id, 'Can you quote FOB Karachi for size 5 match balls?');
    await eventually(
      async () => exporterOnB.of('message').some((event) => event.data.messageId === message.id),
      1000,
    );
    const delivered = exporterOnB.of('message').find((event) => event.data.messageId === message.id)!;
    expect(delivered.at - accepted).toBeLessThan(1000);
    expect(delivered.data).toMatchObject({
      conversationId: id,
      senderType: 'buyer',
      preview: 'Can you quote FOB Karachi for size 5 match balls?',
      // The whole message: the other party's open thread shows it as pushed.
      content: 'Can you quote FOB Karachi for size 5 match balls?',
      warning: null,
    });
    expect(delivered.id).toMatch(/^\d+$/);
    // The sender's own tabs follow too; the same event carries the same id on both gateways.
    await eventually(async () => buyerOnA.of('message').some((event) => event.data.messageId === message.id));
    expect(buyerOnA.of('message').find((event) => event.data.messageId === message.id)!.id).toBe(
      delivered.id,
    );
    // Reading it is pushed to both parties as well.
    await call(baseB, exporterToken, 'POST', `/api/conversations/${id}/read`, {});
    await eventually(async () => buyerOnA.of('read').some((event) => event.data.conversationId === id));
    exporterOnB.close();
    buyerOnA.close();
  });

  it('a dropped stream resumes with Last-Event-ID on the other gateway: nothing lost, nothing twice', async () => {
    const buyerOnA = await open(baseA, buyerToken);
    const { id } = await startConversation('Goalkeeper gloves, private label', 'Do you print our logo?');
    const exporterOnB = await open(baseB, exporterToken);
    const first = await send(baseA, buyerToken, id, 'Sizes 7 to 11, please.');
    await eventually(async () =>
      exporterOnB.of('message').some((event) => event.data.messageId === first.id),
    );
    const resumeFrom = exporterOnB.lastId!;
    exporterOnB.close();
    const missed: number[] = [];
    for (const content of ['One more thing:', 'we need 2,000 pairs', 'by March.'])
      missed.push((await send(baseA, buyerToken, id, content)).id);
    await eventually(
      async () =>
        buyerOnA.of('message').filter((event) => missed.includes(event.data.messageId as number)).length ===
        3,
    );

    const resumed = await open(baseA, exporterToken, resumeFrom);
    await eventually(async () => resumed.of('message').length >= 3);
    const later = await send(baseB, buyerToken, id, 'Thank you!');
    await eventually(async () => resumed.of('message').some((event) => event.data.messageId === later.id));
    await sleep(300);
    expect(resumed.of('message').map((event) => event.data.messageId)).toEqual([...missed, later.id]);
    expect(resumed.of('resync')).toEqual([]);
    resumed.close();
    buyerOnA.close();
  });

  it('tells a browser to resync when its last id cannot be resumed from', async () => {
    const stream = await open(baseB, exporterToken, 'not-an-id');
    await eventually(async () => stream.of('resync').length === 1);
    expect(stream.lastId).toMatch(/^\d+$/);
    stream.close();
  });

  it('a party without an open stream gets exactly one e-mail for a conversation, and none while connected', async () => {
    const exporterOnB = await open(baseB, exporterToken);
    const { id } = await startConversation('Cricket balls, leather, 1,000 dozen');
    // The buyer has no stream: the exporter's answer becomes one e-mail to the buyer.
    const long = `We can ship within 30 days. ${'Details follow. '.repeat(20)}SECRET-TAIL`;
    const answer = await send(baseB, exporterToken, id, long);
    await eventually(async () => smtp.to(buyerEmail).some((mail) => mail.text.includes(`/messages/${id}`)));
    const [mail] = smtp.to(buyerEmail).filter((sent) => sent.text.includes(`/messages/${id}`));
    expect(mail!.text).toContain(
      'Subject: New message from Sialkot Sports Co: Cricket balls, leather, 1,000 dozen',
    );
    expect(mail!.text).toContain(`Read and reply: ${PUBLIC_ORIGIN}/messages/${id}`);
    expect(mail!.text).toContain('> We can ship within 30 days.');
    expect(mail!.text).not.toContain('SECRET-TAIL');
    // A second message within 15 minutes, and the same message asked for again: no more mail.
    await send(baseB, exporterToken, id, 'Also: samples are free.');
    expect(
      await rpc.send<QueueAwayMailResultDto>(MESSAGING_PATTERNS.awayMailQueue, { messageId: answer.id }),
    ).toEqual({ queued: false });
    await eventually(
      async () =>
        (await rows('SELECT 1 FROM messaging.away_mails WHERE conversation_id = $1', [id])).length === 2,
    );
    await sleep(1000);
    expect(smtp.to(buyerEmail).filter((sent) => sent.text.includes(`/messages/${id}`))).toHaveLength(1);

    // The exporter has its stream open on gateway B: the buyer's message sent through A mails nobody.
    const buyerMessage = await send(baseA, buyerToken, id, 'Great, please send two samples.');
    await eventually(async () =>
      exporterOnB.of('message').some((event) => event.data.messageId === buyerMessage.id),
    );
    await sleep(1500);
    expect(await rows('SELECT 1 FROM messaging.away_mails WHERE message_id = $1', [buyerMessage.id])).toEqual(
      [],
    );
    expect(smtp.to(exporterEmail).filter((sent) => sent.text.includes(`/messages/${id}`))).toEqual([]);
    exporterOnB.close();
  });

  it('keeps mail while the SMTP server is down and delivers it once when it is back', async () => {
    const { id } = await startConversation('Surgical scissors, CE marked');
    await smtp.stop();
    const answer = await send(baseB, exporterToken, id, 'Our catalogue is attached to our profile.');
    await eventually(async () => {
      const [row] = await rows(
        "SELECT attempts, sent_at, last_error FROM messaging.mail_outbox WHERE mail_key = 'away-message-' || $1",
        [answer.id],
      );
      return row?.attempts >= 1 && row.sent_at === null && row.last_error !== null;
    });
    await smtp.start();
    await eventually(
      async () => smtp.to(buyerEmail).some((mail) => mail.text.includes(`/messages/${id}`)),
      15_000,
    );
    await sleep(1500);
    expect(smtp.to(buyerEmail).filter((mail) => mail.text.includes(`/messages/${id}`))).toHaveLength(1);
    const [row] = await rows(
      "SELECT sent_at IS NOT NULL AS sent FROM messaging.mail_outbox WHERE mail_key = 'away-message-' || $1",
      [answer.id],
    );
    expect(row).toEqual({ sent: true });
  }, 40_000);

  it("ends the session's streams on every gateway within a second of its logout, and the reconnect is refused", async () => {
    const login = await fetch(`${baseB}/api/buyer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.201' },
      body: JSON.stringify({ email: buyerEmail, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookies = Object.fromEntries(
      login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!.split('=') as [string, string]),
    );
    const here = await open(baseA, cookies.ped_at!);
    const there = await open(baseB, cookies.ped_at!);
    await eventually(async () => here.lastId !== undefined && there.lastId !== undefined);
    const logout = await fetch(`${baseA}/api/buyer/logout`, {
      method: 'POST',
      headers: { cookie: `ped_rt=${cookies.ped_rt}`, 'x-forwarded-for': '198.51.100.201' },
    });
    expect(logout.status).toBe(204);
    await eventually(async () => here.ended && there.ended, 2000);
    expect((await LiveStream.open(baseA, cookies.ped_at!)).status).toBe(401);
  });
});
