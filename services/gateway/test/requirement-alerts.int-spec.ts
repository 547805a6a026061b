import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { EventEnvelope } from '@ped/contracts';
import {
  CATALOG_PATTERNS,
  type RequirementAlertListDto,
  type RequirementChangedEvent,
  type RequirementDigestRunDto,
} from '@ped/contracts/catalog';
import { namespaced } from '@ped/nest-kit';
import pg from 'pg';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { gatewayCalls } from '../../../tools/testing/gateway-calls.js';
import { decodedMail, MailCatcher, type CaughtMail } from '../../../tools/testing/mail-catcher.js';
import { eventually, TestRpcClient } from '../../../tools/testing/rpc-client.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

const PASSWORD = 'Sialkot-Footballs-2026';
const PUBLIC_ORIGIN = 'http://localhost:8080';
const MAILS_PER_DAY = 2;
const ALERT_SUBJECT = /^Subject: New buying request: /m;
const DIGEST_SUBJECT = /^Subject: \d+ new buying requests? for /m;
/** The mail's text: quoted-printable soft breaks joined before decodedMail unfolds lines that start with a space. */
const plain = (raw: string) => decodedMail(raw.replace(/=\r?\n/g, ''));

/**
 * New requirements reach the exporters of their category as they are posted (issue 33): the consumer of
 * `catalog.requirement.posted` makes a dashboard alert for each approved exporter of the category and mails
 * those that take e-mails, up to REQUIREMENT_ALERT_MAILS_PER_DAY (2 here) a day; the daily digest carries
 * the rest, the unsubscribe link stops both, and a redelivered event changes nothing. Subnet 10.65.
 */
describe('buying request alerts: each new request to its category’s exporters at once', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let db: pg.Client;
  let rpc: TestRpcClient;
  let nc: NatsConnection;
  let js: JetStreamClient;
  let buyer: string;
  let exporter: string;
  let rice: number;
  /** The approved rice exporters with an address, and one of them (the signed-in exporter's). */
  let recipients: string[];
  let karachi: { id: number; email: string };
  let pending: string;
  let noAddress: number;
  const smtp = new MailCatcher();
  const { call, tokenOf, person } = gatewayCalls(
    () => system.base,
    '10.65',
    PASSWORD,
    () => testEnv.databaseUrl,
  );
  const rows = async <T>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows as T[];
  const alertsTo = (email: string): CaughtMail[] =>
    smtp
      .to(email)
      .filter((mail) => ALERT_SUBJECT.test(mail.raw))
      .map((mail) => ({ ...mail, text: plain(mail.raw) }));
  const allAlerts = () => smtp.mails.filter((mail) => ALERT_SUBJECT.test(mail.raw));
  /** Waits until `count` alert mails were delivered in all, then long enough for one more to show up. */
  const delivered = async (count: number) => {
    await eventually(async () => allAlerts().length >= count, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(allAlerts()).toHaveLength(count);
  };
  const dashboard = () =>
    call<RequirementAlertListDto>(exporter, 'GET', '/api/my-exporter/requirement-alerts');
  const postRequirement = async (title: string) => {
    const answer = await call<{ id: number }>(buyer, 'POST', '/api/buyer/requirements', {
      title,
      description: 'Sella basmati, long grain, for our wholesale range.',
      categoryId: rice,
      quantity: '500 MT',
      deliveryLocation: 'Hamburg, Germany',
    });
    expect(answer.status).toBe(201);
    return answer.body.id;
  };

  beforeAll(async () => {
    testEnv = await createTestEnv('requirement_alerts', { seeded: true });
    await smtp.start();
    const env = {
      ...testEnv.env,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      MAIL_FROM: 'Pakistan Export Directory <no-reply@directory.test>',
      PUBLIC_ORIGIN,
      REQUIREMENT_DIGEST_INTERVAL_MS: '0',
      REQUIREMENT_ALERT_MAILS_PER_DAY: String(MAILS_PER_DAY),
    };
    system = await startBuiltSystem(env, ['catalog', 'catalog-worker', 'identity']);
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    rpc = new TestRpcClient(env);
    nc = await connect({ servers: testEnv.env.NATS_URL });
    js = jetstream(nc);
    buyer = await tokenOf('/api/buyer/register', person('anna'));
    [{ id: rice }] = await rows<{ id: number }>(
      "SELECT id FROM catalog.categories WHERE slug = 'rice-grains'",
    );
    const riceExporters = await rows<{ id: number; email: string }>(
      `SELECT e.id, e.email FROM catalog.exporters e
         JOIN catalog.exporter_categories ec ON ec.exporter_id = e.id AND ec.category_id = $1
        WHERE e.status = 'approved' ORDER BY e.id`,
      [rice],
    );
    expect(riceExporters.length).toBeGreaterThan(4);
    const [first, second, third] = riceExporters;
    await db.query("UPDATE catalog.exporters SET status = 'pending' WHERE id = $1", [first!.id]);
    await db.query("UPDATE catalog.exporters SET email = '' WHERE id = $1", [second!.id]);
    [pending, noAddress] = [first!.email, second!.id];
    karachi = { id: third!.id, email: third!.email };
    exporter = await tokenOf('/api/auth/register', person('karachi'));
    await db.query(
      'UPDATE catalog.exporters SET user_id = (SELECT id FROM identity.users WHERE email = $1) WHERE id = $2',
      ['karachi@example.com', karachi.id],
    );
    // One that chose other categories sells rice too: its product's category is one of its categories.
    const [byProduct] = await rows<{ id: number; email: string }>(
      `SELECT e.id, e.email FROM catalog.exporters e
        WHERE e.status = 'approved' AND e.email <> '' AND NOT EXISTS (
          SELECT 1 FROM catalog.exporter_categories ec WHERE ec.exporter_id = e.id AND ec.category_id = $1)
          AND NOT EXISTS (SELECT 1 FROM catalog.products p WHERE p.exporter_id = e.id AND p.category_id = $1)
        ORDER BY e.id LIMIT 1`,
      [rice],
    );
    await db.query(
      "INSERT INTO catalog.products (exporter_id, name, category_id) VALUES ($1, 'Basmati rice', $2)",
      [byProduct!.id, rice],
    );
    recipients = [...riceExporters.slice(2).map((row) => row.email), byProduct!.email];
  }, 120_000);

  afterAll(async () => {
    await rpc?.close();
    await nc?.close();
    await db?.end();
    await system?.stop();
    await smtp.stop().catch(() => undefined);
    await testEnv?.dispose();
  });

  it('mails each approved exporter of the category with an address within seconds, and lists it on the dashboard', async () => {
    expect(await dashboard()).toMatchObject({ status: 200, body: { unseen: 0, items: [] } });
    const id = await postRequirement('Basmati rice 1121 for Hamburg');
    await delivered(recipients.length);
    expect(new Set(allAlerts().map((mail) => mail.to))).toEqual(new Set(recipients));
    expect(smtp.to(pending)).toEqual([]);
    // The one without an address has the alert on its dashboard, not in a mail.
    expect(
      await rows('SELECT mailed FROM catalog.requirement_alerts WHERE exporter_id = $1', [noAddress]),
    ).toEqual([{ mailed: false }]);

    const mail = alertsTo(karachi.email)[0]!.text;
    expect(mail).toContain('Subject: New buying request: Basmati rice 1121 for Hamburg');
    expect(mail).toContain('Rice & Grains · 500 MT');
    expect(mail).toContain(`${PUBLIC_ORIGIN}/dashboard?tab=requests`);
    expect(mail).toContain(`up to ${MAILS_PER_DAY} a day`);
    expect(mail).toMatch(/\/api\/requirement-digest\/unsubscribe\?token=[A-Za-z0-9_-]+/);

    const { body } = await dashboard();
    expect(body).toEqual({
      unseen: 1,
      items: [
        {
          requirementId: id,
          title: 'Basmati rice 1121 for Hamburg',
          categoryName: 'Rice & Grains',
          postedAt: expect.any(String),
          seen: false,
        },
      ],
    });
  });

  it('keeps to the day’s cap: the next requests wait for the digest, which lists only those', async () => {
    await postRequirement('Super Kernel basmati for Dubai');
    await delivered(2 * recipients.length);
    await postRequirement('Brown rice for Rotterdam');
    await eventually(
      async () =>
        (await rows("SELECT 1 FROM catalog.inbox WHERE consumer = 'requirement-alerts'")).length === 3,
      20_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(allAlerts()).toHaveLength(2 * recipients.length);
    expect((await dashboard()).body.unseen).toBe(3);

    const run = await rpc.send<RequirementDigestRunDto>(CATALOG_PATTERNS.requirementDigestRun);
    expect(run.sent).toBe(recipients.length);
    await eventually(
      async () => smtp.to(karachi.email).some((mail) => DIGEST_SUBJECT.test(mail.raw)),
      20_000,
    );
    const digest = plain(smtp.to(karachi.email).find((mail) => DIGEST_SUBJECT.test(mail.raw))!.raw);
    expect(digest).toContain('Brown rice for Rotterdam');
    expect(digest).not.toContain('Super Kernel basmati for Dubai');
    expect(digest).not.toContain('Basmati rice 1121 for Hamburg');
  });

  it('marks every alert seen once the exporter looks', async () => {
    const seen = await call<RequirementAlertListDto>(
      exporter,
      'POST',
      '/api/my-exporter/requirement-alerts/seen',
    );
    expect(seen.status).toBe(200);
    expect(seen.body.unseen).toBe(0);
    expect(seen.body.items.map((item) => item.seen)).toEqual([true, true, true]);
    expect(seen.body.items[0]!.title).toBe('Brown rice for Rotterdam');
  });

  it('mails nothing after the unsubscribe link; a redelivered event changes nothing', async () => {
    const token = /\/api\/requirement-digest\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(
      alertsTo(karachi.email)[0]!.text,
    )![1]!;
    const unsubscribed = await fetch(`${system.base}/api/requirement-digest/unsubscribe?token=${token}`, {
      headers: { 'x-forwarded-for': '10.65.250.1' },
    });
    expect(unsubscribed.status).toBe(200);
    // A new day: the cap starts again.
    await db.query("UPDATE catalog.requirement_alerts SET created_at = created_at - interval '1 day'");
    const before = allAlerts().length;
    await postRequirement('Sella rice for Antwerp');
    await delivered(before + recipients.length - 1);
    expect(alertsTo(karachi.email)).toHaveLength(2);
    expect((await dashboard()).body).toMatchObject({ unseen: 1 });

    const [{ envelope }] = await rows<{ envelope: EventEnvelope<RequirementChangedEvent> }>(
      "SELECT envelope FROM catalog.outbox WHERE subject = 'catalog.requirement.posted' ORDER BY id DESC LIMIT 1",
    );
    const subject = namespaced(testEnv.namespace, 'catalog.requirement.posted');
    await js.publish(subject, JSON.stringify(envelope));
    await js.publish(subject, JSON.stringify({ ...envelope, id: randomUUID() }));
    await eventually(
      async () =>
        (await rows("SELECT 1 FROM catalog.inbox WHERE consumer = 'requirement-alerts'")).length === 5,
      20_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(allAlerts()).toHaveLength(before + recipients.length - 1);
  });
});
