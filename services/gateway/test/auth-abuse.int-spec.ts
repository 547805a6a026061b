import 'reflect-metadata';
import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { HttpSession } from '../../../tools/testing/http-client.js';
import { eventually } from '../../../tools/testing/rpc-client.js';
import { signUpLinkToken } from '../../../tools/testing/sign-ups.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

const ADMIN_PASSWORD = 'first-admin-password';
const PASSWORD = 'Basmati-Trader-2026';
const SPACED = 'Too many failed sign-ins to this account. Please wait a moment and try again.';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request sent from a chosen loopback address (127.0.0.2 is not a configured proxy). */
function requestFrom(
  localAddress: string,
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      url,
      {
        method,
        localAddress,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('attacks on sign-in and sessions are refused (gateway + identity, real Redis and PostgreSQL)', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let db: pg.Client;
  let ip = 0;
  /** A browser at an address of its own (as the edge names it). */
  const browserAt = (address = `198.51.100.${++ip}`) =>
    new HttpSession(system.base, { 'x-forwarded-for': address });
  const email = (name: string) => `${name}-${Date.now()}-${ip}@example.com`;
  /**
   * Signs the admin in from a new browser, waiting out the spacing the earlier tests' guesses at its password
   * started (a 429 with a short Retry-After, as a stranger's browser gets; how long is left depends on the pace).
   */
  const signInAdmin = async (browser: HttpSession) => {
    let answer = await browser.post('/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD });
    if (answer.status === 429) {
      await sleep(Number(answer.headers.get('retry-after')) * 1000 + 100);
      answer = await browser.post('/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD });
    }
    expect(answer.status).toBe(200);
  };
  const buyer = async (name: string) => {
    const address = email(name);
    const owner = browserAt();
    const signUp = await owner.post('/api/buyer/register', {
      firstName: 'Sa',
      lastName: 'Fe',
      email: address,
      password: PASSWORD,
    });
    expect(signUp.status).toBe(202);
    // The account is made by the link mailed to the address, opened in the same browser.
    const confirmed = await owner.post('/api/auth/confirm-email', {
      token: await signUpLinkToken(testEnv.databaseUrl, address),
    });
    expect(confirmed.status).toBe(200);
    // A browser that has signed in to the account (not only signed up) is a known one.
    expect((await owner.post('/api/buyer/login', { email: address, password: PASSWORD })).status).toBe(200);
    return { address, owner };
  };

  beforeAll(async () => {
    testEnv = await createTestEnv('auth_abuse');
    system = await startBuiltSystem(
      { ...testEnv.env, ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD },
      ['identity'],
      // Only 127.0.0.1 may name the client; tests that pose as a stranger call from 127.0.0.2.
      { ACCESS_TOKEN_TTL_SECONDS: '1', TRUSTED_PROXIES: '127.0.0.1' },
    );
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await system?.stop();
    await testEnv?.dispose();
  });

  describe('client address', () => {
    it('ignores X-Forwarded-For from a caller that is not a configured proxy: its per-address budget holds', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        const answer = await requestFrom(
          '127.0.0.2',
          `${system.base}/api/buyer/login`,
          'POST',
          { email: `stranger-${i}@example.com`, password: 'not-the-password' },
          { 'x-forwarded-for': `203.0.113.${i + 1}` },
        );
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
    });

    it("records the socket's address, not a claimed one, for an admin sign-in from a stranger", async () => {
      const answer = await requestFrom(
        '127.0.0.2',
        `${system.base}/api/admin/login`,
        'POST',
        { username: 'admin', password: ADMIN_PASSWORD },
        { 'x-forwarded-for': '192.0.2.77' },
      );
      expect(answer.status).toBe(200);
      // The identity.admin.logged_in event (the activity log's source) names where it came from.
      let recorded: string | undefined;
      await eventually(async () => {
        const { rows } = await db.query<{ envelope: { data: { ipAddress: string } } }>(
          "SELECT envelope FROM identity.outbox WHERE subject LIKE '%identity.admin.logged_in' ORDER BY id DESC LIMIT 1",
        );
        recorded = rows[0]?.envelope.data.ipAddress;
        return recorded !== undefined;
      });
      expect(recorded).toMatch(/^(::ffff:)?127\.0\.0\.2$/);
    });
  });

  describe('sign-in budgets', () => {
    it('count every spelling of one account as that account: padding and case do not buy more guesses', async () => {
      const { address } = await buyer('padded');
      const spellings = [
        address,
        address.toUpperCase(),
        `   ${address}   `,
        `\t${address.toUpperCase()}\n`,
        `${' '.repeat(200)}${address}`,
      ];
      for (const spelling of spellings) {
        const answer = await browserAt().post('/api/buyer/login', { email: spelling, password: 'wrong-one' });
        expect(answer.status).toBe(401);
      }
      const spaced = await browserAt().post('/api/buyer/login', {
        email: ` ${address.toUpperCase()} `,
        password: 'wrong-one',
      });
      expect(spaced.status).toBe(429);
      expect(Number(spaced.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await spaced.json()).toMatchObject({ reason: 'SIGN_IN_ATTEMPTS_SPACED', message: SPACED });
    });

    it('never lock the owner out: guesses from many addresses only space attempts out, and a known browser is not held to that', async () => {
      const { address, owner } = await buyer('owner');
      await owner.post('/api/buyer/logout');
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        statuses.push(
          (await browserAt().post('/api/buyer/login', { email: address, password: `guess-${i}` })).status,
        );
      }
      // Five free failures, then the account's attempts are spaced (429 with a short Retry-After).
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toContain(429);
      // The owner's browser (it signed in before) signs in at once, right password, during the attack…
      expect((await owner.post('/api/buyer/login', { email: address, password: PASSWORD })).status).toBe(200);
      // …and a new browser of the owner's waits seconds, not 15 minutes.
      await owner.post('/api/buyer/logout');
      for (let i = 0; i < 3; i += 1)
        await browserAt().post('/api/buyer/login', { email: address, password: `more-${i}` });
      const newBrowser = browserAt();
      let answer = await newBrowser.post('/api/buyer/login', { email: address, password: PASSWORD });
      if (answer.status === 429) {
        const wait = Number(answer.headers.get('retry-after'));
        expect(wait).toBeLessThanOrEqual(60);
        await sleep(wait * 1000 + 100);
        answer = await newBrowser.post('/api/buyer/login', { email: address, password: PASSWORD });
      }
      expect(answer.status).toBe(200);
    });

    it('keep the admin console reachable for its owner while others guess its password', async () => {
      const adminBrowser = browserAt();
      expect(
        (await adminBrowser.post('/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD })).status,
      ).toBe(200);
      await adminBrowser.post('/api/buyer/logout');
      for (let i = 0; i < 12; i += 1)
        await browserAt().post('/api/admin/login', { username: ' ADMIN ', password: `guess-${i}` });
      const answer = await adminBrowser.post('/api/admin/login', {
        username: 'admin',
        password: ADMIN_PASSWORD,
      });
      expect(answer.status).toBe(200);
    });

    it('hold one address to 10 attempts at one account even from a known browser, and the device survives a gateway restart', async () => {
      const { address, owner } = await buyer('budget');
      await system.restartGateway();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1)
        statuses.push(
          (await owner.post('/api/buyer/login', { email: address, password: 'wrong-pass' })).status,
        );
      // Not spaced out (a known browser), but its own budget ends at 10.
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    it('limit password changes per account: the 11th in 15 minutes is 429', async () => {
      const { owner } = await buyer('change');
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const answer = await owner.post('/api/auth/change-password', {
          currentPassword: `wrong-current-${i}`,
          newPassword: 'Karachi-Harbour-77',
        });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses[10]).toBe(429);
    });
  });

  describe('sessions', () => {
    it('end at the next refresh once the account is deleted', async () => {
      const { address, owner } = await buyer('deleted');
      expect((await owner.get('/api/auth/user')).status).toBe(200);
      await db.query('DELETE FROM identity.buyer_users WHERE email = $1', [address]);
      await sleep(1100); // the 1 s access token expires; the refresh token (30 days) would go on
      expect((await owner.get('/api/auth/user')).status).toBe(401);
      expect(owner.cookie('ped_rt')).toBeUndefined();
    });

    it('end at the next refresh once an admin is disabled', async () => {
      const adminBrowser = browserAt();
      await signInAdmin(adminBrowser);
      const refreshToken = adminBrowser.cookie('ped_rt');
      expect(refreshToken).toBeDefined();
      await db.query("UPDATE identity.admin_credentials SET is_active = false WHERE username = 'admin'");
      try {
        const refresh = await browserAt().post('/api/auth/refresh', { refreshToken });
        expect(refresh.status).toBe(401);
      } finally {
        await db.query("UPDATE identity.admin_credentials SET is_active = true WHERE username = 'admin'");
      }
    });

    it('sign out on GET /api/logout only from our own pages; another site gets the page that asks', async () => {
      const { owner } = await buyer('logout');
      const crossSite: Record<string, string>[] = [
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { referer: 'https://evil.example/page' },
        {},
      ];
      for (const headers of crossSite) {
        const answer = await owner.get('/api/logout', headers);
        expect(answer.status).toBe(302);
        expect(answer.headers.get('location')).toBe('/sign-out');
        expect((await owner.get('/api/auth/user')).status).toBe(200);
      }
      const own = await owner.get('/api/logout', { 'sec-fetch-site': 'same-origin' });
      expect(own.headers.get('location')).toBe('/');
      expect((await owner.get('/api/auth/user')).status).toBe(401);

      const other = (await buyer('logout-referer')).owner;
      const byReferer = await other.get('/api/logout', { referer: 'http://localhost:8080/dashboard' });
      expect(byReferer.headers.get('location')).toBe('/');
      expect((await other.get('/api/auth/user')).status).toBe(401);
    });
  });

  describe('admin passwords', () => {
    it('need 12 characters and no padded common word', async () => {
      const adminBrowser = browserAt();
      await signInAdmin(adminBrowser);
      const change = (newPassword: string) =>
        adminBrowser.post('/api/auth/change-password', { currentPassword: ADMIN_PASSWORD, newPassword });
      const short = await change('Short-Pass1');
      expect(short.status).toBe(400);
      expect(await short.json()).toMatchObject({
        details: [{ field: 'newPassword', messages: ['Admin passwords must be at least 12 characters'] }],
      });
      const padded = await change('Password1234!');
      expect(padded.status).toBe(400);
      expect(await padded.json()).toMatchObject({ details: [{ field: 'newPassword' }] });
    });
  });

  describe('health', () => {
    it('tells the public only whether the site is up, and admins and this machine which part is down', async () => {
      // Only identity runs here, so the site is degraded: the public learns that much, nothing more.
      const publicView = await browserAt('203.0.113.200').get('/api/health');
      expect(publicView.status).toBe(503);
      expect(await publicView.json()).toEqual({ status: 'degraded' });
      const local = await fetch(`${system.base}/api/health`);
      expect(await local.json()).toMatchObject({ checks: { identity: true, redis: true, catalog: false } });
      // This suite's access tokens live 1 s and a public route does not refresh one: on a busy machine the
      // health call may come after it ended (then the admin is anonymous there), so sign in again for it.
      const adminBrowser = browserAt('203.0.113.201');
      let adminView: { status: string; checks?: Record<string, boolean> } = { status: '' };
      await eventually(async () => {
        await signInAdmin(adminBrowser);
        adminView = (await (await adminBrowser.get('/api/health')).json()) as typeof adminView;
        return adminView.checks !== undefined;
      }, 20_000);
      expect(adminView).toMatchObject({ checks: { identity: true } });
    });
  });
});
