import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { EventEnvelope } from '@ped/contracts';
import type { ExporterReviewedEvent } from '@ped/contracts/catalog';
import { AUTH_MESSAGES, PASSWORD_LINK_MESSAGES, SIGN_UP_MESSAGES } from '@ped/contracts/options';
import { namespaced } from '@ped/nest-kit';
import argon2 from 'argon2';
import pg from 'pg';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { expectFieldError, gatewayCalls } from '../../../tools/testing/gateway-calls.js';
import { HttpSession } from '../../../tools/testing/http-client.js';
import { MailCatcher } from '../../../tools/testing/mail-catcher.js';
import { eventually } from '../../../tools/testing/rpc-client.js';
import { signUpLinkToken } from '../../../tools/testing/sign-ups.js';
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
  const api = gatewayCalls(
    () => system.base,
    '10.47',
    PASSWORD,
    () => testEnv.databaseUrl,
  );
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

  it('approval creates the exporter account and mails one set-password link, the listing waiting for it; a redelivery changes nothing', async () => {
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
    // The listing waits for whoever uses the link mailed to the application's address.
    expect(
      await rows(
        "SELECT 1 FROM identity.outbox WHERE subject = 'identity.exporter_account.linked' AND envelope->'data'->>'exporterId' = '502'",
      ),
    ).toEqual([]);
    expect(await rows('SELECT exporter_id, user_id FROM identity.exporter_account_claims')).toEqual([
      { exporter_id: 501, user_id: users[0]!.id },
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

  it('the set link works once: the password is set, the listing linked, the account signs in, and the link then answers 410 used', async () => {
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
    // Using the link proved the address: the listing is the account's now.
    const [{ id: userId }] = await rows<{ id: number }>('SELECT id FROM identity.users WHERE email = $1', [
      email,
    ]);
    const linked = await rows<{ envelope: { data: unknown } }>(
      "SELECT envelope FROM identity.outbox WHERE subject = 'identity.exporter_account.linked'",
    );
    expect(linked.map((row) => row.envelope.data)).toEqual([{ userId, exporterId: 501, email }]);
    expect(await rows('SELECT 1 FROM identity.exporter_account_claims')).toEqual([]);
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
    const token = await tokenMailedTo(buyer.email, 2);
    expect(smtp.to(buyer.email).at(-1)!.text).toContain(`/set-password?token=${token}&kind=buyer`);
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
    // After the mail that confirmed the owner's sign-up.
    const token = await tokenMailedTo(owner.email, 2);
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
    // Only the mail that confirmed its sign-up.
    expect(smtp.to(stranger.email)).toHaveLength(1);
    expect(
      await rows(
        "SELECT a.username FROM identity.password_links l JOIN identity.admin_credentials a ON a.id = l.account_id WHERE l.account_kind = 'admin'",
      ),
    ).toEqual([{ username: 'admin' }]);
  });

  it('an exporter profile an account created itself is linked to that account at once and it is told to sign in', async () => {
    const person = api.person('self-registered');
    await api.tokenOf('/api/auth/register', person);
    const [{ id }] = await rows<{ id: number }>('SELECT id FROM identity.users WHERE email = $1', [
      person.email,
    ]);
    // After the mail that confirmed its sign-up.
    await approve(reviewed(502, person.email, id));
    await eventually(async () => smtp.to(person.email).length === 2);
    const mail = smtp.to(person.email).at(-1)!.text;
    expect(mail).toContain(
      'Sign in: http://localhost:8080/sign-in/exporter?email=self-registered%40example.com',
    );
    expect(mail).not.toContain('set-password');
    expect(await rows('SELECT 1 FROM identity.users WHERE email = $1', [person.email])).toHaveLength(1);
    // The catalog recorded the owner when the account created the profile: no claim waits, nothing is linked again.
    expect(await rows('SELECT 1 FROM identity.exporter_account_claims WHERE exporter_id = 502')).toEqual([]);
    expect(
      await rows(
        "SELECT 1 FROM identity.outbox WHERE subject = 'identity.exporter_account.linked' AND envelope->'data'->>'exporterId' = '502'",
      ),
    ).toEqual([]);
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

  describe('attacks on accounts and listings (issue 32)', () => {
    const ATTACKER_PASSWORD = 'Attacker-Owns-This-1';
    /** An administrator of the console, signed in through the API (Bearer). */
    const adminToken = async (name: string) => {
      const staff = api.person(name);
      await api.tokenOf('/api/auth/register', staff);
      await db.query("UPDATE identity.users SET role = 'admin' WHERE email = $1", [staff.email]);
      return api.tokenOf('/api/auth/login', { email: staff.email, password: PASSWORD });
    };
    /** A session of an API client: its access and refresh tokens. */
    const sessionOf = async (path: string, email: string, password: string) => {
      const answer = await fetch(`${system.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-token-delivery': 'body' },
        body: JSON.stringify({ email, password }),
      });
      expect(answer.status).toBe(200);
      return (await answer.json()) as { accessToken: string; refreshToken: string };
    };
    /** Whether the access token still names a signed-in caller. */
    const accepted = async (accessToken: string) =>
      (await api.call(accessToken, 'GET', '/api/auth/user')).status === 200;
    const refreshes = async (refreshToken: string) =>
      (await api.call(null, 'POST', '/api/auth/refresh', { refreshToken })).status === 200;
    /** An exporter application through the public form, as its applicant sends it. */
    const apply = async (companyName: string, email: string) => {
      const applied = await api.call<{ registrationId: string }>(null, 'POST', '/api/exporter/signup', {
        companyName,
        businessType: 'Trading Company',
        registrationNumber: 'NTN-7654321',
        yearEstablished: '1998',
        contactPersonName: 'Nadia Qureshi',
        email,
        phone: '+92 52 3550011',
        address: '5 Defence Road',
        city: 'Sialkot',
        province: 'Punjab',
        description: 'Manufacturer of surgical and dental instruments for hospitals in Europe and the Gulf.',
        mainProducts: 'Surgical scissors, forceps, dental mirrors',
        exportExperience: '6-10 Years',
        targetMarkets: 'Germany, UAE',
        employeeCount: '11-50',
        certifications: [],
        agreeToTerms: true,
        agreeToDataProcessing: true,
      });
      expect({ status: applied.status, body: applied.body }).toEqual({
        status: 201,
        body: expect.objectContaining({ registrationId: expect.any(String) }),
      });
      const [{ exporter_id: exporterId }] = await rows<{ exporter_id: number }>(
        'SELECT exporter_id FROM catalog.exporter_applications WHERE registration_id = $1',
        [applied.body.registrationId],
      );
      return exporterId;
    };
    const setLinkTo = async (email: string) => {
      await eventually(async () => smtp.to(email).some((mail) => mail.text.includes('/set-password?token=')));
      const mail = smtp
        .to(email)
        .filter((sent) => sent.text.includes('/set-password?token='))
        .at(-1)!;
      return /\/set-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    };
    const linkedTo = (exporterId: number) =>
      rows<{ user_id: string }>(
        `SELECT envelope->'data'->>'userId' AS user_id FROM identity.outbox
          WHERE subject = 'identity.exporter_account.linked' AND envelope->'data'->>'exporterId' = $1`,
        [String(exporterId)],
      );

    it("a sign-up with someone else's address creates nothing until that mailbox opens the link; a taken address gets the same answer and its owner a note", async () => {
      const victim = 'nadia@sialkot-surgical.pk';
      const signUp = { firstName: 'Mallory', lastName: 'Test', email: victim, password: ATTACKER_PASSWORD };
      const sent = { status: 202, body: { message: SIGN_UP_MESSAGES.sent, email: victim } };
      expect(await api.call(null, 'POST', '/api/auth/register', signUp)).toEqual(sent);
      expect(await rows('SELECT 1 FROM identity.users WHERE email = $1', [victim])).toEqual([]);
      expect((await signIn('/api/auth/login', victim, ATTACKER_PASSWORD)).status).toBe(401);
      // The link went to the address, where only its owner reads it.
      await eventually(async () => smtp.to(victim).length === 1);
      expect(smtp.to(victim)[0]!.text).toContain(`${PUBLIC_ORIGIN}/confirm-email?token=`);

      // A taken address: the same answer; its owner is told, its password stays.
      const taken = 'sales@sialkot-sports.pk';
      const before = smtp.to(taken).length;
      expect(await api.call(null, 'POST', '/api/auth/register', { ...signUp, email: taken })).toEqual({
        status: 202,
        body: { message: SIGN_UP_MESSAGES.sent, email: taken },
      });
      await eventually(async () => smtp.to(taken).length === before + 1);
      expect(smtp.to(taken).at(-1)!.text).toContain('This address already has one, so nothing was changed.');
      expect(smtp.to(taken).at(-1)!.text).not.toContain('confirm-email');
      expect((await signIn('/api/auth/login', taken, ATTACKER_PASSWORD)).status).toBe(401);
      expect((await signIn('/api/auth/login', taken, NEW_PASSWORD)).status).toBe(200);

      // The owner's link creates the account once.
      const token = await signUpLinkToken(testEnv.databaseUrl, 'someone-new@example.com').catch(() => null);
      expect(token).toBeNull();
      const person = api.person('confirms-once');
      await api.call(null, 'POST', '/api/buyer/register', person);
      const link = await signUpLinkToken(testEnv.databaseUrl, person.email);
      expect((await api.call(null, 'POST', '/api/auth/confirm-email', { token: link })).status).toBe(200);
      expect(await api.call(null, 'POST', '/api/auth/confirm-email', { token: link })).toEqual({
        status: 410,
        body: expect.objectContaining({ reason: 'SIGN_UP_LINK_USED', message: SIGN_UP_MESSAGES.used }),
      });
      expect(await rows('SELECT 1 FROM identity.buyer_users WHERE email = $1', [person.email])).toHaveLength(
        1,
      );
    });

    it("an account that held the application's address beforehand never inherits the approved listing: the approval's link replaces its password, ends its sessions, and only then links", async () => {
      const victim = 'exports@sialkot-surgical.pk';
      // An account made with the address before sign-ups were confirmed, and its holder signed in.
      await db.query("INSERT INTO identity.users (email, password_hash, role) VALUES ($1, $2, 'exporter')", [
        victim,
        await argon2.hash(ATTACKER_PASSWORD, { type: argon2.argon2id }),
      ]);
      const attacker = await sessionOf('/api/auth/login', victim, ATTACKER_PASSWORD);
      const exporterId = await apply('Sialkot Surgical Works', victim);
      const admin = await adminToken('reviewer');
      expect(
        (await api.call(admin, 'PATCH', `/api/admin/exporters/${exporterId}/status`, { status: 'approved' }))
          .status,
      ).toBe(200);
      const token = await setLinkTo(victim);
      expect(smtp.to(victim).at(-1)!.text).toContain('Set a new password for your account');
      // Approved, but nobody's yet: the account that merely held the address sees no listing.
      await eventually(
        async () =>
          (await rows('SELECT 1 FROM identity.exporter_account_claims WHERE exporter_id = $1', [exporterId]))
            .length === 1,
      );
      expect(await linkedTo(exporterId)).toEqual([]);
      expect((await api.call(attacker.accessToken, 'GET', '/api/my-exporter')).status).toBe(404);

      // The mailbox's owner uses the link: the old password and every session of the account end.
      expect(
        (await api.call(null, 'POST', '/api/auth/password-link', { token, password: NEW_PASSWORD })).status,
      ).toBe(200);
      await eventually(async () => !(await accepted(attacker.accessToken)), 1500);
      expect(await refreshes(attacker.refreshToken)).toBe(false);
      expect((await signIn('/api/auth/login', victim, ATTACKER_PASSWORD)).status).toBe(401);
      const owner = await api.tokenOf('/api/auth/login', { email: victim, password: NEW_PASSWORD });
      await eventually(async () => (await api.call(owner, 'GET', '/api/my-exporter')).status === 200);
      expect((await api.call<{ id: number }>(owner, 'GET', '/api/my-exporter')).body.id).toBe(exporterId);
      expect(await linkedTo(exporterId)).toHaveLength(1);
    });

    it("removing an exporter ends its account's sessions within a second, and its sign-in fails from then on", async () => {
      const owner = 'exports@sialkot-surgical.pk';
      const session = await sessionOf('/api/auth/login', owner, NEW_PASSWORD);
      const [{ id: exporterId }] = await rows<{ id: number }>(
        'SELECT id FROM catalog.exporters WHERE email = $1',
        [owner],
      );
      const admin = await adminToken('remover');
      expect((await api.call(admin, 'DELETE', `/api/admin/exporters/${exporterId}`)).status).toBe(204);
      await eventually(async () => !(await accepted(session.accessToken)), 1500);
      expect(await refreshes(session.refreshToken)).toBe(false);
      await eventually(async () => (await signIn('/api/auth/login', owner, NEW_PASSWORD)).status === 401);
      // Nor does a reset link reopen it.
      const before = smtp.to(owner).length;
      expect((await api.call(null, 'POST', '/api/auth/password-reset', { email: owner })).status).toBe(202);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(smtp.to(owner)).toHaveLength(before);
    });

    it('an access token is refused within a second of the end of its session: logout, a password change elsewhere, a replayed refresh token', async () => {
      const buyer = api.person('session-ends');
      await api.tokenOf('/api/buyer/register', buyer);

      // Logout (cookies, as a browser): the access token it had is refused.
      const browser = new HttpSession(system.base, { 'x-forwarded-for': '10.47.201.1' });
      expect(
        (await browser.post('/api/buyer/login', { email: buyer.email, password: PASSWORD })).status,
      ).toBe(200);
      const cookieToken = browser.cookie('ped_at')!;
      expect(await accepted(cookieToken)).toBe(true);
      expect((await browser.post('/api/buyer/logout', {})).status).toBe(204);
      await eventually(async () => !(await accepted(cookieToken)), 1500);

      // A password changed in one session ends the others' access tokens.
      const here = await sessionOf('/api/buyer/login', buyer.email, PASSWORD);
      const elsewhere = await sessionOf('/api/buyer/login', buyer.email, PASSWORD);
      expect(
        (
          await api.call(here.accessToken, 'POST', '/api/auth/change-password', {
            currentPassword: PASSWORD,
            newPassword: NEW_PASSWORD,
          })
        ).status,
      ).toBe(200);
      await eventually(async () => !(await accepted(elsewhere.accessToken)), 1500);

      // A refresh token replayed after two rotations revokes the session, and its newest access token.
      const first = await sessionOf('/api/buyer/login', buyer.email, NEW_PASSWORD);
      const rotate = async (refreshToken: string) =>
        (
          await api.call<{ accessToken: string; refreshToken: string }>(null, 'POST', '/api/auth/refresh', {
            refreshToken,
          })
        ).body;
      const second = await rotate(first.refreshToken);
      const third = await rotate(second.refreshToken);
      expect(await accepted(third.accessToken)).toBe(true);
      expect(await refreshes(first.refreshToken)).toBe(false);
      await eventually(async () => !(await accepted(third.accessToken)), 1500);
    });

    it('answers that depend on the caller are never stored: Cache-Control no-store with credentials, not on a public read', async () => {
      const buyer = api.person('not-cached');
      const token = await api.tokenOf('/api/buyer/register', buyer);
      const signedIn = await fetch(`${system.base}/api/auth/user`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect([signedIn.status, signedIn.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
      const refused = await fetch(`${system.base}/api/buyer/profile`, {
        headers: { authorization: 'Bearer x.y.z' },
      });
      expect([refused.status, refused.headers.get('cache-control')]).toEqual([401, 'private, no-store']);
      const browser = new HttpSession(system.base, { 'x-forwarded-for': '10.47.203.1' });
      const session = await browser.post('/api/buyer/login', { email: buyer.email, password: PASSWORD });
      expect(session.headers.get('cache-control')).toBe('private, no-store');
      const anonymous = await fetch(`${system.base}/api/categories`);
      expect([anonymous.status, anonymous.headers.get('cache-control')]).toEqual([200, null]);
    });

    it('a rotated refresh cookie replayed within the race window gets its grace only from the browser that rotated it; from anywhere else it ends the session', async () => {
      const buyer = api.person('racing-tabs');
      await api.tokenOf('/api/buyer/register', buyer);
      const browser = new HttpSession(system.base, { 'x-forwarded-for': '10.47.202.1' });
      expect(
        (await browser.post('/api/buyer/login', { email: buyer.email, password: PASSWORD })).status,
      ).toBe(200);
      const named = browser.cookie('ped_br')!;
      const rotated = browser.cookie('ped_rt')!;
      expect(named).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect((await browser.post('/api/auth/refresh')).status).toBe(200);
      const carrying = (cookies: Record<string, string>) => {
        const other = new HttpSession(system.base, { 'x-forwarded-for': '10.47.202.2' });
        for (const [name, value] of Object.entries(cookies)) other.setCookie(name, value);
        return other;
      };
      // The same browser's parallel request, still carrying the rotated cookie: its grace.
      const twin = carrying({ ped_rt: rotated, ped_br: named });
      expect((await twin.post('/api/auth/refresh')).status).toBe(200);
      // The rotated cookie from another browser, a moment later: a replay; the whole session ends.
      const thief = carrying({ ped_rt: rotated, ped_br: 'another-browser-named-so' });
      expect((await thief.post('/api/auth/refresh')).status).toBe(401);
      expect((await browser.post('/api/auth/refresh')).status).toBe(401);
    });
  });
});
