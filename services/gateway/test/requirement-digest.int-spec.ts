import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { EventEnvelope } from '@ped/contracts';
import {
  CATALOG_PATTERNS,
  type RequirementDigestRunDto,
  type QuotationSubmittedEvent,
} from '@ped/contracts/catalog';
import { REQUIREMENT_DIGEST_MESSAGES } from '@ped/contracts/options';
import { namespaced } from '@ped/nest-kit';
import pg from 'pg';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { expectFieldError, gatewayCalls } from '../../../tools/testing/gateway-calls.js';
import {
  decodedMail,
  isSignUpMail,
  MailCatcher,
  type CaughtMail,
} from '../../../tools/testing/mail-catcher.js';
import { eventually, TestRpcClient } from '../../../tools/testing/rpc-client.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

const PASSWORD = 'Multan-Mangoes-2026';
const PUBLIC_ORIGIN = 'http://localhost:8080';
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const htmlOf = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** The mail's text: quoted-printable soft breaks joined before decodedMail unfolds lines that start with a space. */
const plain = (raw: string) => decodedMail(raw.replace(/=\r?\n/g, ''));
const DIGEST_SUBJECT = /^Subject: \d+ new buying requests? for /m;

/**
 * The requirements' e-mails (issue 20) with the real catalog, identity, gateway and a mail catcher: the
 * daily digest of new requests to the approved exporters of their categories (once a day however often
 * and concurrently the job runs; only what is new; the unsubscribe link and its way back), and the
 * buyer's mail per first quotation (an edit or a replayed event sends nothing more). The digest job's
 * interval is off: the tests run it through its request pattern, as often as they like. Subnet 10.63.
 */
describe('buying request e-mails: the exporters’ daily digest and the buyer’s new quotations', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let db: pg.Client;
  let rpc: TestRpcClient;
  let nc: NatsConnection;
  let js: JetStreamClient;
  let buyer: string;
  let rice: number;
  /** Rice exporters that must get no digest, by why. */
  let pending: string;
  let rejected: string;
  let noAddress: number;
  /** The approved rice exporters with an address: the digest's recipients. */
  let recipients: string[];
  /** One of them, followed through the days. */
  let karachi: { id: number; email: string; company: string };
  const smtp = new MailCatcher();
  const { call, tokenOf, person } = gatewayCalls(
    () => system.base,
    '10.63',
    PASSWORD,
    () => testEnv.databaseUrl,
  );
  const rows = async <T>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows as T[];

  const runDigest = () => rpc.send<RequirementDigestRunDto>(CATALOG_PATTERNS.requirementDigestRun);
  /** The digests sent so far to `email`, oldest first. */
  const digestsTo = (email: string): CaughtMail[] =>
    smtp
      .to(email)
      .filter((mail) => DIGEST_SUBJECT.test(mail.text))
      .map((mail) => ({ ...mail, text: plain(mail.raw) }));
  const allDigests = () => smtp.mails.filter((mail) => DIGEST_SUBJECT.test(mail.raw));
  /** Waits until `count` digests were delivered in all, then long enough for one more to show up. */
  const delivered = async (count: number) => {
    await eventually(async () => allDigests().length >= count, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(allDigests()).toHaveLength(count);
  };
  /** Yesterday for every digest sent (its row and its mail's key, which names the day): today's may go. */
  const nextDay = async () => {
    await db.query(
      "UPDATE catalog.requirement_digests SET day = day - 1, sent_at = sent_at - interval '1 day'",
    );
    await db.query(
      `UPDATE catalog.mail_outbox SET mail_key = mail_key || ':' || id WHERE mail_key LIKE 'requirement-digest:%'`,
    );
  };
  const tokenIn = (mail: CaughtMail) => {
    const token = /\/api\/requirement-digest\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    return token!;
  };
  const page = async (path: string) => {
    const response = await fetch(`${system.base}${path}`, { headers: { 'x-forwarded-for': '10.63.250.1' } });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  };

  const postRequirement = async (title: string, overrides: Record<string, unknown> = {}) => {
    const answer = await call<{ id: number }>(buyer, 'POST', '/api/buyer/requirements', {
      title,
      description: 'Sella basmati, long grain, for our wholesale range.',
      categoryId: rice,
      specValues: {
        variety: '1121 Basmati',
        processing: 'Sella (parboiled)',
        brokenPercent: 2,
        packing: '25 kg PP bags',
      },
      quantityAmount: 500,
      quantityUnit: 'MT',
      incoterm: 'CIF',
      destination: 'Hamburg, Germany',
      deadline: inDays(20),
      ...overrides,
    });
    expect(answer.status).toBe(201);
    return answer.body.id;
  };

  beforeAll(async () => {
    testEnv = await createTestEnv('requirement_digest', { seeded: true });
    await smtp.start();
    const env = {
      ...testEnv.env,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      MAIL_FROM: 'Pakistan Export Directory <no-reply@directory.test>',
      PUBLIC_ORIGIN,
      REQUIREMENT_DIGEST_INTERVAL_MS: '0',
      // No prompt alert mails: the digest carries every request (requirement-alerts.int-spec has both).
      REQUIREMENT_ALERT_MAILS_PER_DAY: '0',
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
    // Three of the seeded rice exporters may not get a digest: pending, rejected, no address.
    const riceExporters = await rows<{ id: number; email: string; company_name: string }>(
      `SELECT e.id, e.email, e.company_name FROM catalog.exporters e
         JOIN catalog.exporter_categories ec ON ec.exporter_id = e.id AND ec.category_id = $1
        WHERE e.status = 'approved' ORDER BY e.id`,
      [rice],
    );
    expect(riceExporters.length).toBeGreaterThan(5);
    const [first, second, third, fourth] = riceExporters;
    await db.query("UPDATE catalog.exporters SET status = 'pending' WHERE id = $1", [first!.id]);
    await db.query("UPDATE catalog.exporters SET status = 'rejected' WHERE id = $1", [second!.id]);
    await db.query("UPDATE catalog.exporters SET email = '' WHERE id = $1", [third!.id]);
    [pending, rejected, noAddress] = [first!.email, second!.email, third!.id];
    karachi = { id: fourth!.id, email: fourth!.email, company: fourth!.company_name };
    recipients = (
      await rows<{ email: string }>(
        `SELECT DISTINCT e.email FROM catalog.exporters e
           JOIN catalog.exporter_categories ec ON ec.exporter_id = e.id AND ec.category_id = $1
          WHERE e.status = 'approved' AND e.email <> ''`,
        [rice],
      )
    ).map((row) => row.email);
  }, 120_000);

  afterAll(async () => {
    await rpc?.close();
    await nc?.close();
    await db?.end();
    await system?.stop();
    await smtp.stop().catch(() => undefined);
    await testEnv?.dispose();
  });

  it('sends nothing while nothing is new', async () => {
    expect(await runDigest()).toEqual({ sent: 0 });
  });

  it('mails the approved exporters of the request’s category once today, however often the job runs', async () => {
    const title = 'Basmati rice 1121 for Hamburg';
    const open = await postRequirement(title);
    await postRequirement('Private rice enquiry', { isPublic: false });
    const closed = await postRequirement('Closed rice enquiry');
    expect(
      (await call(buyer, 'PATCH', `/api/buyer/requirements/${closed}`, { status: 'closed' })).status,
    ).toBe(200);
    // Two asked for at once, then again: one digest per exporter. The worker runs them one after the other (the
    // second finds nothing new); across workers, the digests' keys keep it to one.
    const runs = await Promise.all([runDigest(), runDigest()]);
    expect((await runDigest()).sent).toBe(0);
    expect(runs.map((run) => run.sent).sort((a, b) => a - b)).toEqual([0, recipients.length]);
    await delivered(recipients.length);
    for (const email of recipients) expect(digestsTo(email)).toHaveLength(1);
    // Textile-only exporters, the pending, the rejected and the one without an address get none.
    expect(new Set(allDigests().map((mail) => mail.to))).toEqual(new Set(recipients));
    expect(digestsTo(pending)).toHaveLength(0);
    expect(digestsTo(rejected)).toHaveLength(0);
    expect(
      await rows('SELECT 1 FROM catalog.requirement_digests WHERE exporter_id = $1', [noAddress]),
    ).toEqual([]);

    const mail = digestsTo(karachi.email)[0]!.text;
    expect(mail).toContain(`1 new buying request for ${karachi.company}`);
    expect(mail).toContain(title);
    expect(mail).toContain('Rice & Grains · 500 MT · CIF · to Hamburg, Germany · quotes by');
    expect(mail).toContain(`${PUBLIC_ORIGIN}/dashboard?tab=requests`);
    expect(mail).not.toContain('Private rice enquiry');
    expect(mail).not.toContain('Closed rice enquiry');
    expect(
      await rows('SELECT requirement_ids FROM catalog.requirement_digests WHERE exporter_id = $1', [
        karachi.id,
      ]),
    ).toEqual([{ requirement_ids: [open] }]);
  });

  it('lists only the requests posted since the exporter’s last digest, the next day', async () => {
    await nextDay();
    expect(await runDigest()).toEqual({ sent: 0 });
    await postRequirement('Super Kernel basmati for Dubai', {
      destination: 'Jebel Ali, UAE',
      incoterm: 'FOB',
    });
    expect(await runDigest()).toEqual({ sent: recipients.length });
    await delivered(2 * recipients.length);
    const [, second] = digestsTo(karachi.email);
    expect(second!.text).toContain('Super Kernel basmati for Dubai');
    expect(second!.text).toContain('FOB · to Jebel Ali, UAE');
    expect(second!.text).not.toContain('Basmati rice 1121 for Hamburg');
    expect(await runDigest()).toEqual({ sent: 0 });
  });

  it('stops after the unsubscribe link and starts again from its page', async () => {
    const token = tokenIn(digestsTo(karachi.email).at(-1)!);
    const unsubscribed = await page(`/api/requirement-digest/unsubscribe?token=${token}`);
    expect(unsubscribed).toEqual({
      status: 200,
      type: 'text/html; charset=utf-8',
      text: expect.stringContaining(
        `${htmlOf(karachi.company)}: ${REQUIREMENT_DIGEST_MESSAGES.unsubscribed}`,
      ),
    });
    expect(unsubscribed.text).toContain(`href="subscribe?token=${token}"`);
    // Followed twice (a mail scanner, a second click): the same answer.
    expect((await page(`/api/requirement-digest/unsubscribe?token=${token}`)).status).toBe(200);

    await nextDay();
    await postRequirement('Brown rice for Rotterdam', { destination: 'Rotterdam' });
    expect(await runDigest()).toEqual({ sent: recipients.length - 1 });
    await delivered(3 * recipients.length - 1);
    expect(digestsTo(karachi.email)).toHaveLength(2);

    const subscribed = await page(`/api/requirement-digest/subscribe?token=${token}`);
    expect(subscribed.status).toBe(200);
    expect(subscribed.text).toContain(REQUIREMENT_DIGEST_MESSAGES.subscribed);
    // Back the same day: what was posted while away comes with today's digest (it had none today).
    expect(await runDigest()).toEqual({ sent: 1 });
    await delivered(3 * recipients.length);
    expect(digestsTo(karachi.email).at(-1)!.text).toContain('Brown rice for Rotterdam');
  });

  it('answers a link that is not ours with a page, and one without a token with the field named', async () => {
    const unknown = await page(`/api/requirement-digest/unsubscribe?token=${'x'.repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain(REQUIREMENT_DIGEST_MESSAGES.unknownToken);
    const missing = await call(null, 'GET', '/api/requirement-digest/unsubscribe');
    expectFieldError(missing, 'token', REQUIREMENT_DIGEST_MESSAGES.tokenRequired);
  });

  it('mails the buyer once per first quotation: not for an edit, not for the event replayed', async () => {
    // The buyer's address: its account's (identity owns it).
    const requirement = await postRequirement('Parboiled rice for Antwerp', { destination: 'Antwerp' });
    const exporter = await tokenOf('/api/auth/register', person('karachi'));
    await db.query(
      'UPDATE catalog.exporters SET user_id = (SELECT id FROM identity.users WHERE email = $1) WHERE id = $2',
      ['karachi@example.com', karachi.id],
    );
    const quote = {
      message: 'We ship 1121 Sella from Karachi within 30 days of the LC.',
      unitPrice: 920,
      currency: 'USD',
      unit: 'MT',
      priceTiers: [],
      minimumOrder: 25,
      leadTimeDays: 30,
      incoterm: 'FOB',
      portOfLoading: 'Karachi',
      validUntil: inDays(30),
      attachments: [],
    };
    const sent = await call<{ id: number }>(
      exporter,
      'POST',
      `/api/requirements/${requirement}/responses`,
      quote,
    );
    expect(sent.status).toBe(201);
    const annasMail = () => smtp.to('anna@example.com').filter((mail) => !isSignUpMail(mail));
    await eventually(async () => annasMail().length === 1, 20_000);
    const mail = annasMail()[0]!.text;
    expect(mail).toContain(`New quotation from ${karachi.company}: Parboiled rice for Antwerp`);
    expect(mail).toContain('Price: USD 920.00 per MT, FOB Karachi');
    expect(mail).toContain(`${PUBLIC_ORIGIN}/buyer-dashboard?tab=requirements&responses=${requirement}`);

    // An edit of the pending quotation: an event with firstResponse false, no mail.
    expect(
      (
        await call(exporter, 'POST', `/api/requirements/${requirement}/responses`, {
          ...quote,
          unitPrice: 910,
        })
      ).status,
    ).toBe(200);
    // The first event again as the relay would redeliver it, and the same quotation as a new event.
    const [{ envelope }] = await rows<{ envelope: EventEnvelope<QuotationSubmittedEvent> }>(
      `SELECT envelope FROM catalog.outbox WHERE subject = 'catalog.requirement.responded'
        AND (envelope->'data'->>'firstResponse')::boolean ORDER BY id DESC LIMIT 1`,
    );
    expect(envelope.data).toEqual(expect.objectContaining({ responseId: sent.body.id, firstResponse: true }));
    const subject = namespaced(testEnv.namespace, 'catalog.requirement.responded');
    await js.publish(subject, JSON.stringify(envelope));
    await js.publish(subject, JSON.stringify({ ...envelope, id: randomUUID() }));
    await eventually(
      async () => (await rows("SELECT 1 FROM identity.inbox WHERE consumer = 'quote-mails'")).length === 3,
      20_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(annasMail()).toHaveLength(1);
    expect(await rows("SELECT mail_key FROM identity.mail_outbox WHERE mail_key LIKE 'quote:%'")).toEqual([
      { mail_key: `quote:${sent.body.id}` },
    ]);
  });
});
