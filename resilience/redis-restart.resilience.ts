import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { audit, diff, effects, effectsAtRest, untilSettled } from './support/ledger.js';
import { report } from './support/report.js';
import { startResilientSystem, type ResilientSystem } from './support/system.js';
import { prepareAccounts, runWriteLoad, type LoadAccounts } from './support/write-load.js';
import { DESKTOP, launchBrowser } from '../e2e/support/browser.js';

// Redis restarted with its data gone (it keeps nothing on disk). What users see, as tested here:
// - while it is away: public catalogue reads still answer (from the services); a signed-in call is refused
//   (503, never a 500), since sessions cannot be checked; writes are refused the same way, none half-done;
// - after: every session is gone (refresh families lived in Redis): a signed-in user is asked to sign in
//   again, which works at once; caches, page cache and rate limits start empty and fill again;
// - in the browser: the live stream of a buyer reading a thread ends, its reconnect is refused, and the page
//   says the sign-in is needed and leads there; signed in again, the thread shows every message (those sent
//   meanwhile too) and new ones arrive live.

const AWAY_MS = 5000;
const SCREENSHOTS = join(process.cwd(), '.tmp', 'resilience-screenshots');

describe('Redis restarted, its data gone', () => {
  let system: ResilientSystem;
  let accounts: LoadAccounts;

  beforeAll(async () => {
    system = await startResilientSystem('redis');
    accounts = await prepareAccounts(system.url, system.db, system.databaseUrl, 'redis');
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
  });

  const signIn = async (email: string) => {
    const answer = await fetch(`${system.url}/api/buyer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token-delivery': 'body' },
      body: JSON.stringify({ email, password: accounts.password }),
    });
    return String(((await answer.json()) as { accessToken?: string }).accessToken);
  };
  const call = async (method: string, path: string, token: string, body: unknown) => {
    const answer = await fetch(`${system.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: answer.status, ...((await answer.json()) as { id?: number }) };
  };

  const get = async (path: string, token?: string) =>
    (
      await fetch(`${system.url}${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined)
    )?.status ?? 0;

  it('keeps public reads up, refuses what needs a session, and asks for a new sign-in after', async () => {
    const run = randomBytes(3).toString('hex');
    const [buyer] = accounts.buyers;
    await system.untilHealthy();
    expect(await get('/api/buyer/requirements', buyer)).toBe(200);
    const before = await effectsAtRest(system.db);
    const during: { public: number[]; signedIn: number[] } = { public: [], signedIn: [] };
    let outage: Promise<{ notReady: boolean; readyAfterMs: number }> | undefined;
    const writes = await runWriteLoad(system.url, accounts, {
      total: 300,
      perSecond: 20,
      run,
      at: (i) => {
        if (i !== 60) return;
        outage = (async () => {
          await system.redis.kill();
          const until = Date.now() + AWAY_MS;
          let notReady = false;
          while (Date.now() < until) {
            during.public.push(await get('/api/categories'));
            during.signedIn.push(await get('/api/buyer/requirements', buyer));
            notReady ||= !(await system.healthy());
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
          await system.redis.start();
          const back = Date.now();
          await system.untilHealthy(60_000);
          return { notReady, readyAfterMs: Date.now() - back };
        })();
      },
    });
    const { notReady, readyAfterMs } = await outage!;
    const settledMs = await untilSettled(system.db, before);
    const result = await audit(system.db, writes, run);
    const afterwards = await get('/api/buyer/requirements', buyer);
    const signIn = await fetch(`${system.url}/api/buyer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token-delivery': 'body' },
      body: JSON.stringify({ email: accounts.emails[0], password: accounts.password }),
    });
    const fresh = String(((await signIn.json()) as { accessToken?: string }).accessToken);
    const count = (list: number[]) =>
      Object.entries(list.reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {}))
        .map(([status, n]) => `${n}×${status}`)
        .join(' ');
    report(`Redis restarted after ${AWAY_MS / 1000} s`, result, {
      'public reads while away': count(during.public),
      'signed-in reads while away': count(during.signedIn),
      'not ready while away': String(notReady),
      'ready again in': `${readyAfterMs} ms`,
      'old session after': afterwards,
      'events settled in': `${settledMs} ms`,
    });
    expect(notReady).toBe(true);
    expect(during.public.every((status) => status === 200)).toBe(true);
    expect(during.signedIn.every((status) => status === 503)).toBe(true);
    expect({ lost: result.lost, duplicated: result.duplicated }).toEqual({ lost: 0, duplicated: 0 });
    expect(result.withRetryAfter).toBe(result.refused503);
    expect(afterwards).toBe(401);
    expect([signIn.status, await get('/api/buyer/requirements', fresh)]).toEqual([200, 200]);
    const d = diff(before, await effects(system.db));
    for (const [counted, caused] of Object.values(d)) expect(counted).toBe(caused);
  }, 300_000);

  it('leads a buyer on a thread to sign in again, then shows every message and streams live again', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const browser = await launchBrowser();
    try {
      const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
      const email = accounts.emails[2]!;
      // The buyer's other device: the API, in a session of its own.
      let device = await signIn(email);
      const thread = await call('POST', '/api/conversations', device, {
        exporterId: accounts.exporters[2],
        subject: 'Redis thread',
      });
      const send = async (token: string, content: string) =>
        expect(
          (await call('POST', `/api/conversations/${thread.id}/messages`, token, { content })).status,
        ).toBe(201);
      await page.goto(`${system.url}/`);
      await page.evaluate(
        async ([email, password]) =>
          fetch('/api/buyer/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          }).then((r) => r.status),
        [email, accounts.password],
      );
      await page.goto(`${system.url}/messages/${thread.id}`);
      await send(device, 'Before the restart');
      await page.getByTestId('message').filter({ hasText: 'Before the restart' }).waitFor();

      await system.redis.kill();
      await new Promise((resolve) => setTimeout(resolve, AWAY_MS));
      await system.redis.start();
      await system.untilHealthy(60_000);
      // The session is gone with Redis's data: the gateway ends the stream, the browser's reconnect is refused,
      // and the page, reading the sign-in again, says so and leads to the sign-in, to come back here after.
      const toast = page.getByRole('region', { name: /Notifications/ });
      await toast.getByText('You need to log in to access messages.').waitFor({ timeout: 20_000 });
      await page.waitForURL(/\/sign-in\?returnTo=%2Fmessages%2F\d+$/, { timeout: 20_000 });
      await page.screenshot({ path: join(SCREENSHOTS, 'redis-restart-sign-in.png') });
      // Meanwhile the other device signs in again and writes.
      device = await signIn(email);
      await send(device, 'While signed out');
      await page.getByRole('link', { name: 'Buyer sign-in' }).click();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(accounts.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL(new RegExp(`/messages/${thread.id}$`));
      const shown = (text: string) => page.getByTestId('message').filter({ hasText: text });
      await shown('Before the restart').waitFor();
      await shown('While signed out').waitFor();
      // The stream is open again: a new message shows without a reload.
      await page.evaluate(() => ((window as { unreloaded?: boolean }).unreloaded = true));
      await send(device, 'Live again');
      await shown('Live again').waitFor({ timeout: 10_000 });
      expect(await page.evaluate(() => (window as { unreloaded?: boolean }).unreloaded)).toBe(true);
      await page.screenshot({ path: join(SCREENSHOTS, 'redis-restart-thread.png') });
    } finally {
      await browser.close();
    }
  }, 180_000);
});
