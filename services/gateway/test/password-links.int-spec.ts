import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { EventEnvelope } from '@ped/contracts';
import type { ExporterReviewedEvent } from '@ped/contracts/catalog';
import { AUTH_MESSAGES, PASSWORD_LINK_MESSAGES } from '@ped/contracts/options';
import { namespaced } from '@ped/nest-kit';
import pg from 'pg';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { expectFieldError, gatewayCalls } from '../../../tools/testing/gateway-calls.js';
import { MailCatcher } from '../../../tools/testing/mail-catcher.js';
import { eventually } from '../../../tools/testing/rpc-client.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

const PUBLIC_ORIGIN = 'http://localhost:8080';
const PASSWORD = 'Sialkot-Gloves-2026';
const NEW_PASSWORD = 'Faisalabad-Looms-77';
/** The default `admin`'s first password (ADMIN_INITIAL_PASSWORD), and the one a reset link sets. */
const ADMIN_PASSWORD = 'first-admin-password';
const NEW_ADMIN_PASSWORD = 'Lahore-Fort-Console-42';

/**
 * The way into an account without a password: an approved exporter's account and its one-time link
 * to set a password, and "Forgot password?" for exporter accounts, buyers and the admin console. The catalog, identity,
 * the gateway and a mail catcher run for real; the first tests publish the catalog's approval event
 * themselves (as its outbox relay does) to control redelivery, the last goes from application to
 * approval through the API (subnet 10.47).
 */
describe('password links: accounts for approved exporters, set and reset a password once', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let db: pg.Client;
  let nc: NatsConnection;
  let js: JetStreamClient;
  const smtp = new MailCatcher();
  const api = gatewayCalls(() => system.base, '10.47', PASSWORD);
  const rows = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await db.query(sql, params)).rows as T[];

  /** The catalog's `catalog.exporter.approved`, as its outbox relay publishes it (`again`: the same event once more). */
  const approve = async (data: ExporterReviewedEvent, again?: EventEnvelope<ExporterReviewedEvent>) => {
    const envelope: EventEnvelope<ExporterReviewedEvent> = again ?? {
      id: randomUUID(),
      type: 'catalog.exporter.approved',
      occurredAt: new Date().toISOString(),
      version: 1,
      actor: { kind: 'admin', id: 1, role: 'admin' },
      data,
    };
    // A redelivery carries no new message id the stream could drop it by: only the inbox stops it.
    await js.publish(
      namespaced(testEnv.namespace, 'catalog.exporter.approved'),
      JSON.stringify(envelope),
      again ? {} : { msgID: envelope.id },
    );
    return envelope;
  };
  const reviewed = (
    exporterId: number,
    email: string,
    userId: number | null = null,
  ): ExporterReviewedEvent => ({
    exporterId,
    companyName: 'Sialkot Sports Works',
    email,
    contactPerson: 'Ahmed Raza Khan',
    userId,
    status: 'approved',
    reason: null,
  });
  /** The token of the newest set-password link mailed to `email`. */
  const tokenMailedTo = async (email: string, count = 1) => {
    await eventually(async () => smtp.to(email).length >= count);
    const mail = smtp.to(email).at(-1)!;
    const token = /\/set-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    return token!;
  };
  const signIn = (path: string, email: string, password: string) =>
    api.call(null, 'POST', path, { email, password });

  beforeAll(async () => {
    testEnv = await createTestEnv('password_links');
    await smtp.start();
    const env = {
      ...testEnv.env,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      MAIL_FROM: 'Pakistan Export Directory <no-reply@directory.test>',
      PUBLIC_ORIGIN,
      ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD,
    };
    system = await startBuiltSystem(env, ['catalog', 'identity']);
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    nc = await connect({ servers: testEnv.env.NATS_URL });
    js = jetstream(nc);
  }, 90_000);

  afterAll(async () => {
    await nc?.close();
    await db?.end();
    await system?.stop();
    await smtp.stop().catch(() => undefined);
    await testEnv?.dispose();
  });

  it('approval creates the exporter account and mails one set-password link; a redelivery changes nothing', async () => {
    const email = 'sales@sialkot-sports.pk';
    const first = await approve(reviewed(501, 'Sales@Sialkot-Sports.pk'));
    await eventually(async () => smtp.to(email).length === 1);
    await approve(first.data, first);
    await eventually(
      async () =>
        (await rows("SELECT 1 FROM identity.inbox WHERE consumer = 'exporter-accounts'")).length >= 1,
    );
    // Long enough for a second mail to arrive if one had been queued.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.to(email)).toHaveLength(1);
    const users = await rows<{
      id: number;
      role: string;
      first_name: string;
      last_name: string;
      password_hash: string | null;
    }>('SELECT id, role, first_name, last_name, password_hash FROM identity.users WHERE email = $1', [email]);
    expect(users).toEqual([
      expect.objectContaining({
        role: 'exporter',
        first_name: 'Ahmed',
        last_name: 'Raza Khan',
        password_hash: null,
      }),
    ]);
    const linked = await rows<{ envelope: { data: unknown } }>(
      "SELECT envelope FROM identity.outbox WHERE subject = 'identity.exporter_account.linked'",
    );
    expect(linked.map((row) => row.envelope.data)).toEqual([
      { userId: users[0]!.id, exporterId: 501, email },
    ]);
    const mail = smtp.to(email)[0]!.text;
    expect(mail).toContain('Sialkot Sports Works is approved');
    expect(mail).toContain(`Set your password: ${PUBLIC_ORIGIN}/set-password?token=`);
    expect(mail).toContain('expires in 72 hours');
    // Only the hash is stored.
    const token = await tokenMailedTo(email);
    const [link] = await rows<{ token_hash: string; purpose: string }>(
      'SELECT token_hash, purpose FROM identity.password_links',
    );
    expect(link).toEqual({ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), purpose: 'set' });
    expect(link!.token_hash).not.toContain(token);
  });

  it('the set link works once: the password is set, the account signs in, and the link then answers 410 used', async () => {
    const email = 'sales@sialkot-sports.pk';
    const token = await tokenMailedTo(email);
    expect(await api.call(null, 'GET', `/api/auth/password-link?token=${token}`)).toEqual({
      status: 200,
      body: { purpose: 'set', kind: 'user', email },
    });
    // Before a password is set the account cannot sign in.
    expect((await signIn('/api/auth/login', email, NEW_PASSWORD)).status).toBe(401);
    const tooShort = await api.call(null, 'POST', '/api/auth/password-link', { token, password: 'abc' });
    expectFieldError(tooShort, 'password', 'Password must be at least 6 characters');
    expect(
      await api.call(null, 'POST', '/api/auth/password-link', { token, password: NEW_PASSWORD }),
    ).toEqual({
      status: 200,
      body: { kind: 'user', email },
    });
    expect((await signIn('/api/auth/login', email, NEW_PASSWORD)).status).toBe(200);
    const used = { reason: 'PASSWORD_LINK_USED', message: PASSWORD_LINK_MESSAGES.used };
    const reused = await api.call(null, 'POST', '/api/auth/password-link', {
      token,
      password: 'Another-Pass-99',
    });
    expect(reused).toEqual({ status: 410, body: expect.objectContaining({ code: 'GONE', ...used }) });
    expect(await api.call(null, 'GET', `/api/auth/password-link?token=${token}`)).toEqual({
      status: 410,
      body: expect.objectContaining(used),
    });
    expect((await signIn('/api/auth/login', email, 'Another-Pass-99')).status).toBe(401);
  });

  it('an unknown token answers 404, the same whatever it looks like', async () => {
    for (const token of ['x'.repeat(43), 'not-a-token', randomUUID()]) {
      expect(await api.call(null, 'GET', `/api/auth/password-link?token=${token}`)).toEqual({
        status: 404,
        body: expect.objectContaining({
          reason: 'PASSWORD_LINK_UNKNOWN',
          message: PASSWORD_LINK_MESSAGES.unknown,
        }),
      });
    }
    expect(
      (
        await api.call(null, 'POST', '/api/auth/password-link', {
          token: 'x'.repeat(43),
          password: NEW_PASSWORD,
        })
      ).status,
    ).toBe(404);
    expect((await api.call(null, 'GET', '/api/auth/password-link')).status).toBe(400);
  });

  it('a reset answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = 'sales@sialkot-sports.pk';
    const unknown = 'nobody@sialkot-sports.pk';
    const before = smtp.to(known).length;
    const forKnown = await api.call(null, 'POST', '/api/auth/password-reset', { email: known });
    const forUnknown = await api.call(null, 'POST', '/api/auth/password-reset', { email: unknown });
    const expected = { status: 202, body: { message: PASSWORD_LINK_MESSAGES.resetRequested } };
    expect(forKnown).toEqual(expected);
    expect(forUnknown).toEqual(expected);
    // An exporter account's address asked for as a buyer's: no buyer has it, so no mail either.
    expect(await api.call(null, 'POST', '/api/auth/password-reset', { email: known, kind: 'buyer' })).toEqual(
      expected,
    );
    await tokenMailedTo(known, before + 1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.to(known)).toHaveLength(before + 1);
    expect(smtp.to(unknown)).toHaveLength(0);
    const mail = smtp.to(known).at(-1)!.text;
    expect(mail).toContain('Choose a new password: http://localhost:8080/set-password?token=');
    expect(mail).toContain('expires in 1 hour');
    expectFieldError(
      await api.call(null, 'POST', '/api/auth/password-reset', { email: 'not-an-address' }),
      'email',
    );
  });

  it('an expired link answers 410 expired and sets nothing', async () => {
    const email = 'sales@sialkot-sports.pk';
    const token = await tokenMailedTo(email, smtp.to(email).length);
    const check = await api.call(null, 'GET', `/api/auth/password-link?token=${token}`);
    expect(check.body).toEqual({ purpose: 'reset', kind: 'user', email });
    await db.query(
      "UPDATE identity.password_links SET expires_at = now() - interval '1 second' WHERE purpose = 'reset'",
    );
    const expired = { reason: 'PASSWORD_LINK_EXPIRED', message: PASSWORD_LINK_MESSAGES.expired };
    expect(await api.call(null, 'GET', `/api/auth/password-link?token=${token}`)).toEqual({
      status: 410,
      body: expect.objectContaining(expired),
    });
    const late = await api.call(null, 'POST', '/api/auth/password-link', {
      token,
      password: 'Too-Late-Pass-1',
    });
    expect(late).toEqual({ status: 410, body: expect.objectContaining(expired) });
    expect((await signIn('/api/auth/login', email, NEW_PASSWORD)).status).toBe(200);
  });

  it("a buyer resets a forgotten password: the new one signs in, the old one fails and the buyer's sessions end", async () => {
    const buyer = api.person('reset-buyer');
    await api.tokenOf('/api/buyer/register', buyer);
    const session = await fetch(`${system.base}/api/buyer/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-token-delivery': 'body',
        'x-forwarded-for': '10.47.200.1',
      },
      body: JSON.stringify({ email: buyer.email, password: PASSWORD }),
    });
    const { refreshToken } = (await session.json()) as { refreshToken: string };
    expect(
      await api.call(null, 'POST', '/api/auth/password-reset', { email: buyer.email, kind: 'buyer' }),
    ).toEqual({
      status: 202,
      body: { message: PASSWORD_LINK_MESSAGES.resetRequested },
    });
    const token = await tokenMailedTo(buyer.email);
    expect(smtp.to(buyer.email)[0]!.text).toContain(`/set-password?token=${token}&kind=buyer`);
    expect((await api.call(null, 'GET', `/api/auth/password-link?token=${token}`)).body).toEqual({
      purpose: 'reset',
      kind: 'buyer',
      email: buyer.email,
    });
    const common = await api.call(null, 'POST', '/api/auth/password-link', { token, password: 'password' });
    expectFieldError(common, 'password');
    expect(
      await api.call(null, 'POST', '/api/auth/password-link', { token, password: NEW_PASSWORD }),
    ).toEqual({
      status: 200,
      body: { kind: 'buyer', email: buyer.email },
    });
    expect((await signIn('/api/buyer/login', buyer.email, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn('/api/buyer/login', buyer.email, PASSWORD)).status).toBe(401);
    expect((await api.call(null, 'POST', '/api/auth/refresh', { refreshToken })).status).toBe(401);
  });

  it("an administrator resets the console password through the linked user's address: the admin rules apply, the first-password flag goes, sessions end", async () => {
    const owner = api.person('console-owner');
    await api.tokenOf('/api/auth/register', owner);
    await db.query(
      "UPDATE identity.admin_credentials SET user_id = (SELECT id FROM identity.users WHERE email = $1) WHERE username = 'admin'",
      [owner.email],
    );
    // A second administrator without a linked user account: no address reaches it.
    await db.query(
      `INSERT INTO identity.admin_credentials (username, password_hash, must_change_password)
       SELECT 'unlinked', password_hash, false FROM identity.admin_credentials WHERE username = 'admin'`,
    );
    const session = await fetch(`${system.base}/api/admin/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-token-delivery': 'body',
        'x-forwarded-for': '10.47.200.2',
      },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    expect(session.status).toBe(200);
    const { refreshToken } = (await session.json()) as { refreshToken: string };

    const accepted = { status: 202, body: { message: PASSWORD_LINK_MESSAGES.resetRequested } };
    const reset = (email: string) =>
      api.call(null, 'POST', '/api/auth/password-reset', { email, kind: 'admin' });
    expect(await reset(owner.email.toUpperCase())).toEqual(accepted);
    const token = await tokenMailedTo(owner.email);
    const mail = smtp.to(owner.email).at(-1)!;
    expect(mail.text).toContain(`/set-password?token=${token}&kind=admin`);
    expect(mail.text).toContain('the administrator account "admin"');
    expect((await api.call(null, 'GET', `/api/auth/password-link?token=${token}`)).body).toEqual({
      purpose: 'reset',
      kind: 'admin',
      email: owner.email,
      username: 'admin',
    });

    // The console's rules, not sign-up's: 12 characters at least, and no padded common word.
    const use = (password: string) => api.call(null, 'POST', '/api/auth/password-link', { token, password });
    expectFieldError(await use('Short-Pass1'), 'password', 'Admin passwords must be at least 12 characters');
    expectFieldError(await use('Password1234!'), 'password', AUTH_MESSAGES.commonPassword);
    expect(await use(NEW_ADMIN_PASSWORD)).toEqual({
      status: 200,
      body: { kind: 'admin', email: owner.email, username: 'admin' },
    });
    const adminLogin = (password: string) =>
      api.call<{ user: { mustChangePassword?: boolean } }>(null, 'POST', '/api/admin/login', {
        username: 'admin',
        password,
      });
    const signedIn = await adminLogin(NEW_ADMIN_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.mustChangePassword).toBeFalsy();
    expect((await adminLogin(ADMIN_PASSWORD)).status).toBe(401);
    expect((await api.call(null, 'POST', '/api/auth/refresh', { refreshToken })).status).toBe(401);
    expect(
      await rows("SELECT must_change_password FROM identity.admin_credentials WHERE username = 'admin'"),
    ).toEqual([{ must_change_password: false }]);
    // The owner's exporter account keeps its own password.
    expect((await signIn('/api/auth/login', owner.email, PASSWORD)).status).toBe(200);

    // An unknown address, and one whose user account no administrator is linked to: the same 202, no mail.
    const stranger = api.person('not-an-admin');
    await api.tokenOf('/api/auth/register', stranger);
    expect(await reset('nobody@directory.test')).toEqual(accepted);
    expect(await reset(stranger.email)).toEqual(accepted);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.to('nobody@directory.test')).toHaveLength(0);
    expect(smtp.to(stranger.email)).toHaveLength(0);
    expect(
      await rows(
        "SELECT a.username FROM identity.password_links l JOIN identity.admin_credentials a ON a.id = l.account_id WHERE l.account_kind = 'admin'",
      ),
    ).toEqual([{ username: 'admin' }]);
  });

  it('an exporter whose account registered itself is linked to that account and told to sign in', async () => {
    const person = api.person('self-registered');
    await api.tokenOf('/api/auth/register', person);
    const [{ id }] = await rows<{ id: number }>('SELECT id FROM identity.users WHERE email = $1', [
      person.email,
    ]);
    await approve(reviewed(502, person.email, id));
    await eventually(async () => smtp.to(person.email).length === 1);
    const mail = smtp.to(person.email)[0]!.text;
    expect(mail).toContain(
      'Sign in: http://localhost:8080/sign-in/exporter?email=self-registered%40example.com',
    );
    expect(mail).not.toContain('set-password');
    expect(await rows('SELECT 1 FROM identity.users WHERE email = $1', [person.email])).toHaveLength(1);
    await eventually(
      async () =>
        (
          await rows(
            "SELECT 1 FROM identity.outbox WHERE subject = 'identity.exporter_account.linked' AND envelope->'data'->>'exporterId' = '502' AND envelope->'data'->>'userId' = $1",
            [String(id)],
          )
        ).length === 1,
    );
  });

  it('an application approved by an administrator becomes an account: its set link signs the exporter in to its own profile', async () => {
    const email = 'sana@kashmirwalnut.pk';
    const applied = await api.call<{ registrationId: string }>(null, 'POST', '/api/exporter/signup', {
      companyName: 'Kashmir Walnut Traders',
      businessType: 'Trading Company',
      registrationNumber: 'NTN-1234567',
      yearEstablished: '2004',
      contactPersonName: 'Sana Malik',
      email,
      phone: '+92 300 1234567',
      address: '12 Canal Road',
      city: 'Lahore',
      province: 'Punjab',
      description: 'Exporter of walnuts, almonds and dried apricots from the northern areas of Pakistan.',
      mainProducts: 'Walnuts, almonds, dried apricots',
      exportExperience: '6-10 Years',
      targetMarkets: 'UAE, Saudi Arabia, UK',
      employeeCount: '11-50',
      certifications: [],
      agreeToTerms: true,
      agreeToDataProcessing: true,
    });
    expect(applied.status).toBe(201);
    const [{ exporter_id: exporterId }] = await rows<{ exporter_id: number }>(
      'SELECT exporter_id FROM catalog.exporter_applications WHERE registration_id = $1',
      [applied.body.registrationId],
    );
    const staff = api.person('staff');
    await api.tokenOf('/api/auth/register', staff);
    await db.query("UPDATE identity.users SET role = 'admin' WHERE email = $1", [staff.email]);
    const admin = await api.tokenOf('/api/auth/login', { email: staff.email, password: PASSWORD });
    const approved = await api.call(admin, 'PATCH', `/api/admin/exporters/${exporterId}/status`, {
      status: 'approved',
    });
    expect(approved).toEqual({ status: 200, body: { id: exporterId, status: 'approved' } });

    await eventually(async () => smtp.to(email).some((mail) => mail.text.includes('/set-password?token=')));
    const setMails = smtp.to(email).filter((mail) => mail.text.includes('/set-password?token='));
    expect(setMails).toHaveLength(1);
    expect(setMails[0]!.text).toContain('Kashmir Walnut Traders is approved');
    const token = /\/set-password\?token=([A-Za-z0-9_-]+)/.exec(setMails[0]!.text)![1]!;
    expect(
      (await api.call(null, 'POST', '/api/auth/password-link', { token, password: NEW_PASSWORD })).status,
    ).toBe(200);
    const exporter = await api.tokenOf('/api/auth/login', { email, password: NEW_PASSWORD });
    // The catalog records the account as the owner (identity.exporter_account.linked).
    await eventually(async () => (await api.call(exporter, 'GET', '/api/my-exporter')).status === 200);
    const mine = await api.call<{ id: number; status: string; email: string }>(
      exporter,
      'GET',
      '/api/my-exporter',
    );
    expect(mine.body).toEqual(expect.objectContaining({ id: exporterId, status: 'approved', email }));
  });
});
