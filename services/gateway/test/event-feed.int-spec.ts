import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { EventFeed, namespaced, type FeedEvent } from '@ped/nest-kit';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';
import { eventually } from '../../../tools/testing/rpc-client.js';

/** One gateway instance's view of the catalog stream through nest-kit's per-instance feed. */
class Instance {
  readonly seen: FeedEvent[] = [];
  lives = 0;
  downs = 0;
  readonly feed: EventFeed;

  constructor(testEnv: TestEnv, name: string) {
    this.feed = new EventFeed({
      natsUrl: testEnv.env.NATS_URL,
      namespace: testEnv.namespace,
      from: 'catalog',
      name,
      onLive: async () => void (this.lives += 1),
      onDown: () => void (this.downs += 1),
      onEvent: async (event) => void this.seen.push(event),
      log: { info: () => undefined, warn: () => undefined },
    });
  }
}

describe('EventFeed: every instance sees every event and knows when it missed some (real JetStream)', () => {
  let testEnv: TestEnv;
  let nc: NatsConnection;
  const instances: Instance[] = [];

  const publish = (subject: string, data: unknown = {}) => {
    const id = randomUUID();
    const envelope = { id, type: subject, occurredAt: new Date().toISOString(), version: 1, data };
    return jetstream(nc)
      .publish(namespaced(testEnv.namespace, subject), JSON.stringify(envelope), { msgID: id })
      .then(() => id);
  };
  const instance = async (name: string) => {
    const created = new Instance(testEnv, name);
    instances.push(created);
    expect(await created.feed.start(5000)).toBe(true);
    return created;
  };

  beforeAll(async () => {
    testEnv = await createTestEnv('event_feed');
    nc = await connect({ servers: testEnv.env.NATS_URL });
  });

  afterAll(async () => {
    for (const created of instances) await created.feed.stop();
    await nc?.close();
    await testEnv?.dispose();
  });

  it('delivers each event to every instance, in order, unreadable ones included', async () => {
    const one = await instance('feed-one');
    const two = await instance('feed-two');
    expect([one.lives, two.lives]).toEqual([1, 1]);
    const ids = [
      await publish('catalog.exporter.updated', { id: 1 }),
      await publish('catalog.category.created', { id: 2 }),
    ];
    await jetstream(nc).publish(namespaced(testEnv.namespace, 'catalog.exporter.updated'), 'not json');
    await eventually(async () => one.seen.length === 3 && two.seen.length === 3);
    // The stream's sequence numbers each event alike on every instance.
    expect(two.seen.map((event) => event.sequence)).toEqual(one.seen.map((event) => event.sequence));
    for (const { seen } of [one, two]) {
      expect(seen.slice(0, 2).map((event) => event.envelope?.id)).toEqual(ids);
      expect(seen[2]).toEqual({
        subject: 'catalog.exporter.updated',
        envelope: undefined,
        sequence: seen[1]!.sequence + 1,
      });
    }
  });

  it('reports each (re)start, since events published meanwhile were missed', async () => {
    const three = await instance('feed-three');
    await three.feed.stop();
    expect(three.downs).toBe(1);
    await publish('catalog.exporter.deleted', { id: 3 }); // missed by a stopped instance
    const again = await instance('feed-three-again');
    expect(again.lives).toBe(1); // the owner refreshes what depends on the feed here
    const id = await publish('catalog.exporter.created', { id: 4 });
    await eventually(async () => again.seen.length === 1);
    expect(again.seen[0].envelope?.id).toBe(id);
  });
});
