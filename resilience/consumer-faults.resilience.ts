import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { audit, diff, effects, effectsAtRest, untilSettled } from './support/ledger.js';
import { report } from './support/report.js';
import { startResilientSystem, type ResilientSystem } from './support/system.js';
import { prepareAccounts, runWriteLoad, type LoadAccounts } from './support/write-load.js';

// A consumer that dies after its effect committed and before its ack gets the event again (after the ack
// wait): its inbox makes the redelivery change nothing. A poison event goes to the dead letters after its
// bounded deliveries, and the consumer goes on meanwhile. (Not in npm test's quick profile: the ack wait
// and the deliveries' back-off take about a minute each.)

const MARKER = join(mkdtempSync(join(tmpdir(), 'ped-fault-')), 'fired');

describe('consumer faults', () => {
  let system: ResilientSystem;
  let accounts: LoadAccounts;

  beforeAll(async () => {
    system = await startResilientSystem('consumer', {
      env: { FAULT_KILL_BEFORE_ACK: 'admin:messaging-events', FAULT_MARKER: MARKER },
    });
    accounts = await prepareAccounts(system.url, system.db, system.databaseUrl, 'consumer');
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
  });

  it('applies once an event whose consumer was killed between its effect and its ack', async () => {
    const run = randomBytes(3).toString('hex');
    await system.untilHealthy();
    const before = await effectsAtRest(system.db);
    // The admin log from here on (earlier runs append to the same file).
    const adminLog = join(process.cwd(), '.tmp', 'resilience-logs', 'consumer', 'admin.log');
    const logFrom = existsSync(adminLog) ? statSync(adminLog).size : 0;
    // Armed now: the first inquiry or conversation of this load is the one whose ack never comes.
    writeFileSync(`${MARKER}.armed`, '');
    const writes = await runWriteLoad(system.url, accounts, { total: 100, perSecond: 20, run });
    const settledMs = await untilSettled(system.db, before, 150_000);
    const result = await audit(system.db, writes, run);
    const inInbox = await system.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM admin.inbox WHERE consumer = 'messaging-events'",
    );
    // The restarted admin logs each event that came again although applied: the one whose ack never came,
    // redelivered once its ack wait (30 s) has passed.
    const logged = () =>
      readFileSync(adminLog).subarray(logFrom).toString('utf8').split('redelivered event already applied')
        .length - 1;
    const waitedFrom = Date.now();
    while (logged() === 0 && Date.now() - waitedFrom < 60_000) await new Promise((r) => setTimeout(r, 500));
    const redeliveries = logged();
    const redeliveredAfterMs = Date.now() - waitedFrom;
    report('admin killed between effect and ack', result, {
      'fault fired': String(existsSync(MARKER)),
      'redeliveries found applied': `${redeliveries}, ${redeliveredAfterMs} ms after the load settled`,
      'events settled in': `${settledMs} ms`,
      'events in the inbox': inInbox.rows[0]!.n,
    });
    expect(existsSync(MARKER)).toBe(true);
    expect(redeliveries).toBeGreaterThanOrEqual(1);
    expect({ lost: result.lost, duplicated: result.duplicated }).toEqual({ lost: 0, duplicated: 0 });
    const d = diff(before, await effects(system.db));
    for (const [counted, caused] of Object.values(d)) expect(counted).toBe(caused);
  }, 300_000);

  it('dead-letters a poison event after its deliveries and goes on meanwhile', async () => {
    const nc = await connect({ servers: system.nats!.url });
    try {
      const poisonId = crypto.randomUUID();
      // A conversation without an id: the admin read model's insert fails at every delivery.
      await jetstream(nc).publish(
        `${system.testEnv.namespace}.messaging.conversation.created`,
        JSON.stringify({
          id: poisonId,
          subject: 'messaging.conversation.created',
          occurredAt: new Date().toISOString(),
          data: { conversationId: null, subject: null },
        }),
        { msgID: poisonId },
      );
      const since = Date.now();
      const run = randomBytes(3).toString('hex');
      const before = await effectsAtRest(system.db);
      const writes = await runWriteLoad(system.url, accounts, { total: 100, perSecond: 20, run });
      // The events after the poison are applied while it waits for its next delivery.
      const settledMs = await untilSettled(system.db, before, 60_000);
      const result = await audit(system.db, writes, run);
      let letter: { attempts: number } | undefined;
      while (!letter && Date.now() - since < 150_000) {
        letter = (
          await system.db.query<{ attempts: number }>(
            'SELECT attempts FROM admin.dead_letters WHERE event_id = $1',
            [poisonId],
          )
        ).rows[0];
        if (!letter) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      report('poison event', result, {
        'events after it settled in': `${settledMs} ms`,
        'dead-lettered after': letter ? `${letter.attempts} deliveries, ${Date.now() - since} ms` : 'never',
      });
      expect(letter?.attempts).toBe(8);
      expect({ lost: result.lost, duplicated: result.duplicated }).toEqual({ lost: 0, duplicated: 0 });
    } finally {
      await nc.close();
    }
  }, 300_000);
});
