import 'reflect-metadata';
import { generateKeyPairSync, sign } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import type { AuthUserDto, SignInResultDto, SignUpAcceptedDto } from '@ped/contracts/identity';
import { AUTH_MESSAGES, SIGN_UP_MESSAGES } from '@ped/contracts/options';
import { namespaced, streamName } from '@ped/nest-kit';
import pg from 'pg';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { HttpSession } from '../../../tools/testing/http-client.js';
import { eventually } from '../../../tools/testing/rpc-client.js';
import { signUpLinkToken } from '../../../tools/testing/sign-ups.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

const ADMIN_PASSWORD = 'first-admin-password';
const PASSWORD = 'Basmati-Trader-2026';

describe('sign-in, sessions and tokens (identity + gateway, real PostgreSQL, NATS, Redis)', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let ip = 0;
  /** Each test signs in from its own address, so the per-IP limits of one never affect another. */
  const session = () => new HttpSession(system.base, { 'x-forwarded-for': `203.0.113.${++ip}` });
  const email = (name: string) => `${name}-${Date.now()}@example.com`;
  /** The token of the newest sign-up link mailed to `address`, as its owner reads it. */
  const linkTo = (address: string) => signUpLinkToken(testEnv.databaseUrl, address);
  /**
   * Signs up through `path` in `browser` as a person does: the sign-up answers 202 and mails a link; opening
   * it (POST /api/auth/confirm-email, from the same browser) creates the account and signs it in. Answers the
   * confirmation.
   */
  const signUp = async (
    browser: HttpSession,
    path: '/api/buyer/register' | '/api/auth/register',
    person: { firstName: string; lastName: string; email: string; password: string; returnTo?: string },
  ) => {
    const accepted = await browser.post(path, person);
    expect(accepted.status).toBe(202);
    return browser.post('/api/auth/confirm-email', { token: await linkTo(person.email) });
  };
  /** Rows of a query against the suite's database. */
  const query = async <Row>(text: string, values: unknown[] = []): Promise<Row[]> => {
    const db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    try {
      return (await db.query(text, values)).rows as Row[];
    } finally {
      await db.end();
    }
  };

  beforeAll(async () => {
    testEnv = await createTestEnv('auth');
    system = await startBuiltSystem(
      { ...testEnv.env, ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD },
      ['identity'],
      {
        ACCESS_TOKEN_TTL_SECONDS: '2',
      },
    );
  });

  afterAll(async () => {
    await system?.stop();
    await testEnv?.dispose();
  });

  describe('buyers', () => {
    it('sign up by the link mailed to the address, with a session in httpOnly, SameSite=Lax cookies, and are the current user', async () => {
      const browser = session();
      const accepted = await browser.post('/api/buyer/register', {
        firstName: 'Amna',
        lastName: 'Khan',
        email: ' Amna.Khan@Example.com ',
        password: PASSWORD,
      });
      // The sign-up itself creates nothing and signs nobody in: it mails a link.
      expect(accepted.status).toBe(202);
      expect(await accepted.json()).toEqual({
        message: SIGN_UP_MESSAGES.sent,
        email: 'amna.khan@example.com',
      });
      expect(accepted.headers.getSetCookie()).toEqual([]);
      expect((await browser.get('/api/auth/user')).status).toBe(401);
      expect(
        await query('SELECT 1 FROM identity.buyer_users WHERE email = $1', ['amna.khan@example.com']),
      ).toEqual([]);

      // Opening the link creates the account and signs it in, in the browser that opens it.
      const token = await linkTo(' Amna.Khan@Example.com ');
      const response = await browser.post('/api/auth/confirm-email', { token });
      expect(response.status).toBe(200);
      const body = (await response.json()) as SignInResultDto;
      expect(body).toMatchObject({
        redirectTo: '/buyer-registration',
        user: { kind: 'buyer', email: 'amna.khan@example.com' },
      });
      expect(JSON.stringify(body)).not.toMatch(/password|Token/i);
      const cookies = response.headers.getSetCookie();
      expect(cookies.find((c) => c.startsWith('ped_at='))).toMatch(/HttpOnly; SameSite=Lax/);
      expect(cookies.find((c) => c.startsWith('ped_rt='))).toMatch(/Path=\/api; HttpOnly; SameSite=Lax/);
      // The hint the page's scripts read to draw the signed-in header: the role only, not httpOnly.
      const hint = cookies.find((c) => c.startsWith('ped_signed_in='));
      expect(hint).toMatch(/^ped_signed_in=buyer; Max-Age=\d+; Path=\/; SameSite=Lax$/);
      const me = (await (await browser.get('/api/auth/user')).json()) as AuthUserDto;
      expect(me).toMatchObject({ kind: 'buyer', role: 'buyer', firstName: 'Amna', hasBuyerProfile: false });
      expect(me.id).toEqual(expect.any(Number)); // an account id is a number everywhere (AccountRef)

      // The link works once; a link nobody was sent is unknown.
      const again = await session().post('/api/auth/confirm-email', { token });
      expect([again.status, await again.json()]).toEqual([
        410,
        expect.objectContaining({ reason: 'SIGN_UP_LINK_USED', message: SIGN_UP_MESSAGES.used }),
      ]);
      expect(again.headers.getSetCookie()).toEqual([]);
      const unknown = await session().post('/api/auth/confirm-email', { token: `${token.slice(1)}x` });
      expect([unknown.status, await unknown.json()]).toEqual([
        404,
        expect.objectContaining({ reason: 'SIGN_UP_LINK_UNKNOWN' }),
      ]);
    });

    it('lead a sign-up begun on the way somewhere back there: a buyer through the wizard, an exporter at once', async () => {
      const person = {
        firstName: 'Rui',
        lastName: 'Costa',
        password: PASSWORD,
        returnTo: '/exporters/5?save=1',
      };
      const buyer = await signUp(session(), '/api/buyer/register', { ...person, email: email('way-back') });
      expect(((await buyer.json()) as SignInResultDto).redirectTo).toBe(
        '/buyer-registration?returnTo=%2Fexporters%2F5%3Fsave%3D1',
      );
      const exporter = await signUp(session(), '/api/auth/register', {
        ...person,
        email: email('way-back-x'),
      });
      expect(((await exporter.json()) as SignInResultDto).redirectTo).toBe('/exporters/5?save=1');
      // Never another site.
      for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/a b']) {
        const refused = await session().post('/api/buyer/register', {
          ...person,
          email: email('evil'),
          returnTo,
        });
        expect([refused.status, await refused.json()]).toEqual([
          400,
          expect.objectContaining({
            details: [{ field: 'returnTo', messages: [AUTH_MESSAGES.returnTo] }],
          }),
        ]);
      }
    });

    it('answer a sign-up with a taken address as a new one and mail its owner a note instead of a link, and answer the same for an unknown account and a wrong password', async () => {
      const address = email('dup');
      const person = { firstName: 'A', lastName: 'B', email: address, password: PASSWORD };
      expect((await signUp(session(), '/api/buyer/register', person)).status).toBe(200);
      const fresh = await session().post('/api/buyer/register', { ...person, email: email('fresh') });
      const again = await session().post('/api/buyer/register', { ...person, password: 'Another-Pass-2026' });
      // Nothing tells a stranger whether the address has an account: the same 202 and body, and no session.
      const freshBody = (await fresh.json()) as SignUpAcceptedDto;
      expect([fresh.status, freshBody.message]).toEqual([202, SIGN_UP_MESSAGES.sent]);
      expect([again.status, await again.json()]).toEqual([fresh.status, { ...freshBody, email: address }]);
      expect(again.headers.getSetCookie()).toEqual([]);
      // The owner is told by mail, with no link in it; the account stays the only one, as it was.
      const mails = await query<{ mail_key: string; text_body: string }>(
        'SELECT mail_key, text_body FROM identity.mail_outbox WHERE to_address = $1 ORDER BY id',
        [address],
      );
      expect(mails.map((mail) => mail.mail_key.split(':')[0])).toEqual(['sign-up', 'sign-up-taken']);
      expect(mails[1]!.text_body).not.toContain('/confirm-email');
      expect(await query('SELECT 1 FROM identity.buyer_users WHERE email = $1', [address])).toHaveLength(1);
      expect(
        (await session().post('/api/buyer/login', { email: address, password: 'Another-Pass-2026' })).status,
      ).toBe(401);

      const wrong = await session().post('/api/buyer/login', {
        email: address,
        password: 'not-the-password',
      });
      const unknown = await session().post('/api/buyer/login', {
        email: email('nobody'),
        password: 'not-the-password',
      });
      expect([wrong.status, unknown.status]).toEqual([401, 401]);
      const refusal: unknown = await wrong.json();
      expect(refusal).toEqual(await unknown.json());
      expect(refusal).toMatchObject({ reason: 'INVALID_CREDENTIALS' });
    });

    it.each([
      [
        '/api/buyer/login',
        { email: 'not-an-email', password: PASSWORD },
        'email',
        'Please enter a valid email address',
      ],
      [
        '/api/buyer/login',
        { email: 'a@b.pk', password: '12345' },
        'password',
        'Password must be at least 6 characters',
      ],
      [
        '/api/buyer/register',
        { lastName: 'K', email: 'a@b.pk', password: PASSWORD },
        'firstName',
        'First name is required',
      ],
      [
        '/api/buyer/register',
        { firstName: 'A', email: 'a@b.pk', password: PASSWORD },
        'lastName',
        'Last name is required',
      ],
      [
        '/api/buyer/register',
        { firstName: 'A', lastName: 'K', email: 'a@b.pk', password: 'Password1' },
        'password',
        'This password is too common. Please choose another one.',
      ],
      ['/api/auth/confirm-email', {}, 'token', SIGN_UP_MESSAGES.tokenRequired],
      [
        '/api/admin/login',
        { username: '', password: '' },
        'username',
        'Please enter both username and password',
      ],
      [
        '/api/buyer/login',
        { email: 'a@b.pk', password: PASSWORD, role: 'admin' },
        'role',
        'property role should not exist',
      ],
    ])('answer 400 on %s naming %s', async (path, body, field, message) => {
      const response = await session().post(path, body);
      expect(response.status).toBe(400);
      const error = (await response.json()) as { details: { field: string; messages: string[] }[] };
      expect(error.details.find((d) => d.field === field)?.messages).toContain(message);
    });

    it('complete their profile (business type stored lower-cased) and read it back', async () => {
      const browser = session();
      await signUp(browser, '/api/buyer/register', {
        firstName: 'Omar',
        lastName: 'Ali',
        email: email('omar'),
        password: PASSWORD,
      });
      expect((await browser.get('/api/buyer/profile')).status).toBe(404);
      const incomplete = await browser.post('/api/buyer/complete-profile', { firstName: 'Omar' });
      expect(incomplete.status).toBe(400);
      const done = await browser.post('/api/buyer/complete-profile', {
        firstName: 'Omar',
        lastName: 'Ali',
        email: 'omar@example.com',
        companyName: 'Gulf Foods Trading',
        businessType: 'Trading Company',
        country: 'United Arab Emirates',
        industryFocus: ['Rice & Grains'],
      });
      expect(done.status).toBe(200);
      expect(await (await browser.get('/api/buyer/profile')).json()).toMatchObject({
        businessType: 'trading company',
      });
      expect(await (await browser.get('/api/auth/user')).json()).toMatchObject({ hasBuyerProfile: true });
    });
  });

  describe('exporter accounts', () => {
    it('sign up by the mailed link (an API client gets the tokens in the body) and sign in with e-mail and password as role exporter', async () => {
      const address = email('exporter');
      const person = { firstName: 'Bilal', lastName: 'Raza', email: address, password: PASSWORD };
      const accepted = await session().post('/api/auth/register', person);
      expect([accepted.status, await accepted.json()]).toEqual([
        202,
        { message: SIGN_UP_MESSAGES.sent, email: address },
      ]);
      expect(accepted.headers.getSetCookie()).toEqual([]);
      // No account until the link is opened.
      expect((await session().post('/api/auth/login', { email: address, password: PASSWORD })).status).toBe(
        401,
      );

      const confirmed = await session().post(
        '/api/auth/confirm-email',
        { token: await linkTo(address) },
        { 'x-token-delivery': 'body' },
      );
      expect(confirmed.status).toBe(200);
      const tokens = (await confirmed.json()) as SignInResultDto & {
        accessToken: string;
        refreshToken: string;
      };
      expect(tokens).toMatchObject({
        redirectTo: '/dashboard',
        user: { kind: 'user', role: 'exporter', email: address },
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
      });
      const me = await fetch(`${system.base}/api/auth/user`, {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      expect(await me.json()).toMatchObject({ kind: 'user', email: address });

      const signIn = await session().post('/api/auth/login', { email: address, password: PASSWORD });
      expect(await signIn.json()).toMatchObject({ user: { kind: 'user', role: 'exporter', email: address } });
    });
  });

  describe('tokens', () => {
    /** A new exporter account signed in as an API client: its tokens in the answer's body. */
    const apiClientTokens = async (name: string) => {
      const address = email(name);
      await signUp(session(), '/api/auth/register', {
        firstName: 'Api',
        lastName: 'Client',
        email: address,
        password: PASSWORD,
      });
      return (await (
        await session().post(
          '/api/auth/login',
          { email: address, password: PASSWORD },
          { 'x-token-delivery': 'body' },
        )
      ).json()) as { accessToken: string; refreshToken: string };
    };

    it('accept a bearer access token, refuse it once expired, and refresh with rotation', async () => {
      const tokens = await apiClientTokens('api');
      const bearer = { authorization: `Bearer ${tokens.accessToken}` };
      expect((await fetch(`${system.base}/api/auth/user`, { headers: bearer })).status).toBe(200);
      await sleep(2500);
      expect((await fetch(`${system.base}/api/auth/user`, { headers: bearer })).status).toBe(401);

      const refreshed = (await (
        await session().post('/api/auth/refresh', { refreshToken: tokens.refreshToken })
      ).json()) as typeof tokens;
      expect(refreshed.refreshToken).not.toBe(tokens.refreshToken);
      expect(
        (
          await fetch(`${system.base}/api/auth/user`, {
            headers: { authorization: `Bearer ${refreshed.accessToken}` },
          })
        ).status,
      ).toBe(200);
    });

    it('refuse a forged token even after its genuine original was accepted (and remembered)', async () => {
      const { accessToken } = await apiClientTokens('forger');
      const status = async (token: string) =>
        (await fetch(`${system.base}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } }))
          .status;
      expect(await status(accessToken)).toBe(200);

      const [header, payload, signature] = accessToken.split('.') as [string, string, string];
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      // The genuine signature over other claims: another account, and the admin's role.
      expect(await status(`${header}.${encode({ ...claims, sub: '1' })}.${signature}`)).toBe(401);
      expect(
        await status(`${header}.${encode({ ...claims, kind: 'admin', role: 'admin' })}.${signature}`),
      ).toBe(401);
      // The same claims signed by another key under our key id, and unsigned.
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const signed = `${header}.${payload}`;
      const otherKey = sign('sha256', Buffer.from(signed), { key: privateKey, dsaEncoding: 'ieee-p1363' });
      expect(await status(`${signed}.${otherKey.toString('base64url')}`)).toBe(401);
      const none = encode({ ...JSON.parse(Buffer.from(header, 'base64url').toString()), alg: 'none' });
      expect(await status(`${none}.${payload}.`)).toBe(401);
      // The genuine token is still accepted.
      expect(await status(accessToken)).toBe(200);
    });

    it('refresh an expired browser session transparently with the refresh cookie', async () => {
      const browser = session();
      await signUp(browser, '/api/buyer/register', {
        firstName: 'Sara',
        lastName: 'Iqbal',
        email: email('sara'),
        password: PASSWORD,
      });
      const firstRefresh = browser.cookie('ped_rt');
      await sleep(2500);
      const me = await browser.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect(browser.cookie('ped_rt')).not.toBe(firstRefresh);
    });

    it('revoke the whole session when a rotated refresh token is used again', async () => {
      const address = email('replay');
      await signUp(session(), '/api/auth/register', {
        firstName: 'Re',
        lastName: 'Play',
        email: address,
        password: PASSWORD,
      });
      const login = await session().post(
        '/api/auth/login',
        { email: address, password: PASSWORD },
        { 'x-token-delivery': 'body' },
      );
      const first = ((await login.json()) as { refreshToken: string }).refreshToken;
      const refresh = async (token: string) => session().post('/api/auth/refresh', { refreshToken: token });
      const second = ((await (await refresh(first)).json()) as { refreshToken: string }).refreshToken;
      const third = ((await (await refresh(second)).json()) as { refreshToken: string }).refreshToken;
      expect((await refresh(first)).status).toBe(401); // a stolen, long-rotated token comes back…
      expect((await refresh(third)).status).toBe(401); // …and the legitimate holder's session is gone too
    });

    it('end the session on logout: the refresh token no longer works', async () => {
      const browser = session();
      await signUp(browser, '/api/buyer/register', {
        firstName: 'Lo',
        lastName: 'Gout',
        email: email('logout'),
        password: PASSWORD,
      });
      const refreshToken = browser.cookie('ped_rt')!;
      expect(browser.cookie('ped_signed_in')).toBe('buyer');
      const logout = await browser.get('/api/logout', { 'sec-fetch-site': 'same-origin' });
      expect([logout.status, logout.headers.get('location')]).toEqual([302, '/']);
      expect(logout.headers.getSetCookie().find((c) => c.startsWith('ped_signed_in='))).toMatch(
        /Expires=Thu, 01 Jan 1970/,
      );
      expect((await browser.get('/api/auth/user')).status).toBe(401);
      expect((await session().post('/api/auth/refresh', { refreshToken })).status).toBe(401);
    });
  });

  describe('the admin console', () => {
    it('makes the default admin change the first password before anything else', async () => {
      const admin = session();
      const login = await admin.post('/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD });
      expect(await login.json()).toMatchObject({
        redirectTo: '/admin',
        user: { kind: 'admin', mustChangePassword: true },
      });
      expect((await admin.get('/api/auth/user')).status).toBe(200);
      const locked = await admin.get('/api/buyer/profile');
      expect([locked.status, await locked.json()]).toEqual([
        403,
        expect.objectContaining({
          reason: 'PASSWORD_CHANGE_REQUIRED',
          message: 'You must change your password before continuing',
        }),
      ]);

      const changed = await admin.post('/api/auth/change-password', {
        currentPassword: ADMIN_PASSWORD,
        newPassword: 'Karachi-Port-Console-7',
      });
      expect(changed.status).toBe(200);
      expect(await (await admin.get('/api/auth/user')).json()).toMatchObject({ mustChangePassword: false });
      expect(
        (await session().post('/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD })).status,
      ).toBe(401);
    });

    it('records each admin sign-in as identity.admin.logged_in with the address and user agent', async () => {
      const nc = await connect({ servers: testEnv.env.NATS_URL });
      try {
        const jsm = await jetstreamManager(nc);
        let event: unknown;
        await eventually(async () => {
          const stored = await jsm.streams
            .getMessage(streamName(testEnv.namespace, 'identity'), {
              last_by_subj: namespaced(testEnv.namespace, 'identity.admin.logged_in'),
            })
            .catch(() => null);
          event = stored?.json<{ data: unknown }>().data;
          return event !== undefined;
        });
        expect(event).toMatchObject({
          username: 'admin',
          ipAddress: expect.stringMatching(/^203\.0\.113\./),
          userAgent: expect.any(String),
        });
      } finally {
        await nc.close();
      }
    });
  });

  describe('cross-site requests', () => {
    it('refuse a state-changing request from another origin or site', async () => {
      const body = { email: 'a@b.pk', password: PASSWORD };
      expect(
        (await session().post('/api/buyer/login', body, { origin: 'https://evil.example' })).status,
      ).toBe(403);
      expect(
        (await session().post('/api/buyer/login', body, { 'sec-fetch-site': 'cross-site' })).status,
      ).toBe(403);
      expect(
        (
          await session().post('/api/buyer/login', body, {
            origin: 'http://localhost:8080',
            'sec-fetch-site': 'same-origin',
          })
        ).status,
      ).toBe(401);
    });

    it('refuse a cookie-authenticated write that is not JSON', async () => {
      const browser = session();
      await signUp(browser, '/api/buyer/register', {
        firstName: 'Cs',
        lastName: 'Rf',
        email: email('csrf'),
        password: PASSWORD,
      });
      const form = await browser.request('POST', '/api/buyer/logout', 'a=b', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect([form.status, await form.json()]).toEqual([
        403,
        expect.objectContaining({ reason: 'CROSS_SITE_REQUEST' }),
      ]);
    });
  });

  it('stores passwords as argon2id hashes only (sign-ups waiting for their link too)', async () => {
    const db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query(
        `SELECT password_hash FROM identity.buyer_users UNION ALL SELECT password_hash FROM identity.admin_credentials
         UNION ALL SELECT password_hash FROM identity.sign_up_links`,
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    } finally {
      await db.end();
    }
  });
});
