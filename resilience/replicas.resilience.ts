import { randomBytes } from 'node:crypto';
import { KeptLiveStream } from './support/kept-live-stream.js';
import { audit, diff, effects, effectsAtRest, untilSettled } from './support/ledger.js';
import { report } from './support/report.js';
import { startResilientSystem, type ProcessName, type ResilientSystem } from './support/system.js';
import { prepareAccounts, runWriteLoad, type LoadAccounts } from './support/write-load.js';

// Two replicas of each service and of the gateway, the edge balancing between the gateways (DESIGN §8):
// one of each is killed (kill -9) in turn under a write load while every buyer holds a live stream and sends
// messages. Only what was in flight at a kill may fail; everything else is answered as if nothing happened.
// The streams the killed gateway held reconnect through the edge to the other one and miss no message.

const TARGETS: ProcessName[] = ['catalog', 'identity', 'messaging', 'admin', 'gateway'];
const KILL_EVERY_MS = 8000;
const WRITES_PER_SECOND = 20;
const MESSAGES_PER_SECOND = 8;

interface Sent {
  buyer: number;
  status: number;
  id?: number;
  at: number;
  ms: number;
}

describe('two replicas of everything, one of each killed under load', () => {
  let system: ResilientSystem;
  let accounts: LoadAccounts;
  const conversations: number[] = [];
  const streams: KeptLiveStream[] = [];

  beforeAll(async () => {
    system = await startResilientSystem('replicas', { replicas: 2 });
    accounts = await prepareAccounts(system.url, system.db, system.databaseUrl, 'replicas');
    for (const [i, token] of accounts.buyers.entries()) {
      const started = await post(`/api/conversations`, token, {
        exporterId: accounts.exporters[i]!,
        subject: `Live thread ${i}`,
      });
      conversations.push(Number(started.body.id));
      streams.push(await KeptLiveStream.open(system.url, token));
    }
  }, 240_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await system?.stop();
  });

  async function post(path: string, token: string, body: unknown) {
    const response = await fetch(`${system.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    }).catch(() => undefined);
    const text = (await response?.text().catch(() => '')) ?? '';
    return {
      status: response?.status ?? 0,
      body: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, unknown>,
    };
  }

  /** Each buyer in turn sends a message in its thread, at a steady rate, until `until` settles. */
  async function sendMessages(run: string, until: Promise<unknown>): Promise<Sent[]> {
    let done = false;
    void until.finally(() => (done = true));
    const sent: Promise<Sent>[] = [];
    for (let i = 0; !done; i += 1) {
      const buyer = i % accounts.buyers.length;
      const at = Date.now();
      sent.push(
        post(`/api/conversations/${conversations[buyer]}/messages`, accounts.buyers[buyer]!, {
          content: `Any update? (${run}-${i})`,
        }).then(({ status, body }) => ({ buyer, status, id: Number(body.id), at, ms: Date.now() - at })),
      );
      await new Promise((resolve) => setTimeout(resolve, 1000 / MESSAGES_PER_SECOND));
    }
    return Promise.all(sent);
  }

  it('answers everything outside the kills, keeps every write once, and every stream misses nothing', async () => {
    const run = randomBytes(3).toString('hex');
    await system.untilHealthy();
    await waitFor(() => streams.every((stream) => stream.ready), 30_000);
    const before = await effectsAtRest(system.db);
    const kills: { target: ProcessName; from: number; to: number }[] = [];
    const total = Math.round(((TARGETS.length + 1) * KILL_EVERY_MS * WRITES_PER_SECOND) / 1000);
    const writesDone = runWriteLoad(system.url, accounts, {
      total,
      perSecond: WRITES_PER_SECOND,
      run,
      at: (i) => {
        const n = (i * 1000) / WRITES_PER_SECOND / KILL_EVERY_MS;
        const target = TARGETS[n - 1];
        if (!Number.isInteger(n) || !target) return;
        const from = Date.now();
        void system.kill(target).then(() => kills.push({ target, from, to: Date.now() }));
      },
    });
    const messages = await sendMessages(run, writesDone);
    const writes = await writesDone;
    const settledMs = await untilSettled(system.db, before);
    const result = await audit(system.db, writes, run);

    // A call "at a kill" was in flight when the process died; any other must have been answered normally.
    const atAKill = ({ at, ms }: { at: number; ms: number }) =>
      kills.some(({ from, to }) => at <= to && at + ms >= from);
    const ok = (status: number) => status >= 200 && status < 300;
    const calls = [...writes, ...messages];
    const failedOutside = calls.filter((call) => !ok(call.status) && !atAKill(call));
    const failedAt = calls.filter((call) => !ok(call.status) && atAKill(call));

    // Every accepted message reached its buyer's stream once, across the reconnects.
    const accepted = messages.filter((m) => ok(m.status));
    await waitFor(() => accepted.every((m) => streams[m.buyer]!.messageIds().includes(m.id!)), 15_000).catch(
      () => undefined,
    );
    const missed = accepted.filter((m) => !streams[m.buyer]!.messageIds().includes(m.id!));
    const repeated = streams.reduce((n, s) => n + s.messageIds().length - new Set(s.messageIds()).size, 0);
    const reconnects = streams.flatMap((stream) => stream.reconnectsMs);

    report('two replicas, one of each killed', result, {
      'calls (writes and messages)': calls.length,
      'failed outside the kills': failedOutside.length,
      'failed at a kill': failedAt.length,
      'messages accepted': accepted.length,
      'missed by a stream': missed.length,
      'pushed twice': repeated,
      resyncs: streams.reduce((n, stream) => n + stream.resyncs(), 0),
      'streams reconnected': `${reconnects.length}, slowest ${Math.max(0, ...reconnects)} ms`,
      'events settled in': `${settledMs} ms`,
    });
    expect(kills.map((kill) => kill.target)).toEqual(TARGETS);
    expect(failedOutside.map(({ status, at }) => ({ status, at }))).toEqual([]);
    expect({ lost: result.lost, duplicated: result.duplicated }).toEqual({ lost: 0, duplicated: 0 });
    expect({ missed: missed.length, repeated }).toEqual({ missed: 0, repeated: 0 });
    // The killed gateway's streams came back within seconds (a browser waits 2 s before it tries).
    expect(reconnects.length).toBeGreaterThan(0);
    expect(Math.max(...reconnects)).toBeLessThan(10_000);
    const d = diff(before, await effects(system.db));
    for (const [counted, caused] of Object.values(d)) expect(counted).toBe(caused);
  }, 360_000);
});

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const since = Date.now();
  while (!check()) {
    if (Date.now() - since > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
