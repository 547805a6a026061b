import { randomBytes } from 'node:crypto';
import { audit, diff, effects, effectsAtRest, untilSettled } from './support/ledger.js';
import { report } from './support/report.js';
import { startResilientSystem, type ResilientSystem } from './support/system.js';
import { prepareAccounts, runWriteLoad, type LoadAccounts } from './support/write-load.js';

// Redis restarted with its data gone (it keeps nothing on disk). What users see, as tested here:
// - while it is away: public catalogue reads still answer (from the services); a signed-in call is refused
//   (503, never a 500), since sessions cannot be checked; writes are refused the same way, none half-done;
// - after: every session is gone (refresh families lived in Redis): a signed-in user is asked to sign in
//   again, which works at once; caches, page cache and rate limits start empty and fill again.

const AWAY_MS = 5000;

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
});
