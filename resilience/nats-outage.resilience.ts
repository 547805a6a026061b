import { randomBytes } from 'node:crypto';
import { audit, diff, effects, effectsAtRest, untilSettled } from './support/ledger.js';
import { FULL, report } from './support/report.js';
import { startResilientSystem, type ResilientSystem } from './support/system.js';
import { prepareAccounts, runWriteLoad, type LoadAccounts } from './support/write-load.js';

// The broker away (its process killed) for a while under a write load, then back: the outboxes keep what
// was written meanwhile and drain, the consumers catch up, nothing is lost or doubled; the system says it
// is not ready while NATS is away and ready again after.

const OUTAGE_MS = FULL ? 30_000 : 10_000;
const PER_SECOND = 20;
/** Writes before, during and after the outage. */
const WRITES = Math.round(((OUTAGE_MS + 12_000) / 1000) * PER_SECOND);

describe('NATS stopped under a write load', () => {
  let system: ResilientSystem;
  let accounts: LoadAccounts;

  beforeAll(async () => {
    system = await startResilientSystem('nats');
    accounts = await prepareAccounts(system.url, system.db, system.databaseUrl, 'nats');
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
  });

  it(`drains every outbox and catches every consumer up after ${OUTAGE_MS / 1000} s without NATS`, async () => {
    const run = randomBytes(3).toString('hex');
    await system.untilHealthy();
    const before = await effectsAtRest(system.db);
    let outage: Promise<{ notReadyDuring: boolean; readyAfterMs: number }> | undefined;
    const writes = await runWriteLoad(system.url, accounts, {
      total: WRITES,
      perSecond: PER_SECOND,
      run,
      at: (i) => {
        if (i !== 4 * PER_SECOND) return;
        outage = (async () => {
          await system.nats!.kill();
          await new Promise((resolve) => setTimeout(resolve, Math.min(5000, OUTAGE_MS / 2)));
          const notReadyDuring = !(await system.healthy());
          await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS - Math.min(5000, OUTAGE_MS / 2)));
          await system.nats!.start();
          const back = Date.now();
          await system.untilHealthy(90_000);
          return { notReadyDuring, readyAfterMs: Date.now() - back };
        })();
      },
    });
    const { notReadyDuring, readyAfterMs } = await outage!;
    const settledMs = await untilSettled(system.db, before, 120_000);
    const result = await audit(system.db, writes, run);
    report(`NATS stopped ${OUTAGE_MS / 1000} s`, result, {
      'not ready while away': String(notReadyDuring),
      'ready again in': `${readyAfterMs} ms`,
      'events settled in': `${settledMs} ms`,
    });
    expect({ lost: result.lost, duplicated: result.duplicated }).toEqual({ lost: 0, duplicated: 0 });
    expect(notReadyDuring).toBe(true);
    expect(result.withRetryAfter).toBe(result.refused503);
    expect(result.otherStatuses).toEqual({});
    const d = diff(before, await effects(system.db));
    for (const [counted, caused] of Object.values(d)) expect(counted).toBe(caused);
  }, 300_000);
});
