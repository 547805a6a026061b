import { randomBytes } from 'node:crypto';
import { audit, diff, effects, effectsAtRest, untilSettled } from './support/ledger.js';
import { report } from './support/report.js';
import { startResilientSystem, type ProcessName, type ResilientSystem } from './support/system.js';
import { prepareAccounts, runWriteLoad, type LoadAccounts } from './support/write-load.js';

// PostgreSQL killed (a crash: it recovers from its WAL when started again) under a write load, away for
// a while: the services reconnect without being restarted themselves; writes meanwhile are refused cleanly
// (503 with Retry-After), none half-done; nothing accepted is lost or doubled.

const AWAY_MS = 10_000;
const SERVICES: ProcessName[] = ['catalog', 'identity', 'messaging', 'admin'];

describe('PostgreSQL restarted under a write load', () => {
  let system: ResilientSystem;
  let accounts: LoadAccounts;

  beforeAll(async () => {
    system = await startResilientSystem('postgres', { postgres: true });
    accounts = await prepareAccounts(system.url, system.db, system.databaseUrl, 'postgres');
  }, 240_000);

  afterAll(async () => {
    await system?.stop();
  });

  it('reconnects every service by itself and refuses writes cleanly while the database is away', async () => {
    const run = randomBytes(3).toString('hex');
    await system.untilHealthy();
    const pids = SERVICES.map((name) => system.pid(name));
    const before = await effectsAtRest(system.db);
    let outage: Promise<{ notReady: boolean; readyAfterMs: number }> | undefined;
    const writes = await runWriteLoad(system.url, accounts, {
      total: 500,
      perSecond: 20,
      run,
      at: (i) => {
        if (i !== 100) return;
        outage = (async () => {
          await system.postgres!.kill();
          await new Promise((resolve) => setTimeout(resolve, AWAY_MS / 2));
          const notReady = !(await system.healthy());
          await new Promise((resolve) => setTimeout(resolve, AWAY_MS / 2));
          await system.postgres!.start();
          const back = Date.now();
          await system.untilHealthy(90_000);
          return { notReady, readyAfterMs: Date.now() - back };
        })();
      },
    });
    const { notReady, readyAfterMs } = await outage!;
    const settledMs = await untilSettled(system.db, before, 120_000);
    const result = await audit(system.db, writes, run);
    const restarted = SERVICES.filter((name, i) => system.pid(name) !== pids[i]);
    report(`PostgreSQL killed, back after ${AWAY_MS / 1000} s`, result, {
      'not ready while away': String(notReady),
      'ready again in': `${readyAfterMs} ms`,
      'services restarted': restarted.join(', ') || 'none',
      'events settled in': `${settledMs} ms`,
    });
    expect(restarted).toEqual([]);
    expect(notReady).toBe(true);
    expect({ lost: result.lost, duplicated: result.duplicated }).toEqual({ lost: 0, duplicated: 0 });
    expect(result.withRetryAfter).toBe(result.refused503);
    expect(result.otherStatuses).toEqual({});
    const d = diff(before, await effects(system.db));
    for (const [counted, caused] of Object.values(d)) expect(counted).toBe(caused);
  }, 300_000);
});
