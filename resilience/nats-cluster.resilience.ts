import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { streamName } from '@ped/nest-kit';
import { audit, diff, effects, effectsAtRest, untilSettled } from './support/ledger.js';
import { report } from './support/report.js';
import { startResilientSystem, type ResilientSystem } from './support/system.js';
import { prepareAccounts, runWriteLoad, type LoadAccounts } from './support/write-load.js';

// How the system runs past one machine (docs/operations.md): three nats-server processes clustered with
// JetStream, every event stream kept in 3 copies (NATS_STREAM_REPLICAS=3), NATS_URL listing the three. The
// node leading the messaging events stream is killed under a write load: a new leader is elected, publishing
// and consuming go on, nothing is lost or doubled. No code changes for it: only configuration.

describe('a three-node NATS cluster losing the leader of an events stream', () => {
  let system: ResilientSystem;
  let accounts: LoadAccounts;

  beforeAll(async () => {
    system = await startResilientSystem('cluster', { cluster: true });
    accounts = await prepareAccounts(system.url, system.db, system.databaseUrl, 'cluster');
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
  });

  it('keeps publishing and consuming through the leader election, nothing lost', async () => {
    const cluster = system.cluster!;
    const nc = await connect({ servers: cluster.url.split(',') });
    const jsm = await jetstreamManager(nc);
    const stream = streamName(system.testEnv.namespace, 'messaging');
    const streamInfo = async () => (await jsm.streams.info(stream)).cluster;
    const run = randomBytes(3).toString('hex');
    try {
      await system.untilHealthy();
      const before = await effectsAtRest(system.db);
      const { leader, replicas } = (await streamInfo())!;
      let election: Promise<{ killed: string; newLeader: string; electedInMs: number }> | undefined;
      const writes = await runWriteLoad(system.url, accounts, {
        total: 600,
        perSecond: 20,
        run,
        at: (i) => {
          if (i !== 150) return;
          election = (async () => {
            const node = cluster.nodes.find((n) => n.name === leader)!;
            await node.server.kill();
            const killed = Date.now();
            for (;;) {
              const now = await streamInfo().catch(() => undefined);
              if (now?.leader && now.leader !== leader)
                return { killed: leader!, newLeader: now.leader, electedInMs: Date.now() - killed };
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
          })();
        },
      });
      const { killed, newLeader, electedInMs } = await election!;
      const settledMs = await untilSettled(system.db, before, 120_000);
      const result = await audit(system.db, writes, run);
      report('NATS cluster, stream leader killed', result, {
        'copies of the stream': (replicas?.length ?? 0) + 1,
        'leader killed': killed,
        'new leader': `${newLeader} in ${electedInMs} ms`,
        'events settled in': `${settledMs} ms`,
      });
      expect(replicas?.length).toBe(2);
      expect({ lost: result.lost, duplicated: result.duplicated }).toEqual({ lost: 0, duplicated: 0 });
      expect(result.withRetryAfter).toBe(result.refused503);
      expect(result.otherStatuses).toEqual({});
      const d = diff(before, await effects(system.db));
      for (const [counted, caused] of Object.values(d)) expect(counted).toBe(caused);
    } finally {
      await nc.close();
    }
  }, 300_000);
});
