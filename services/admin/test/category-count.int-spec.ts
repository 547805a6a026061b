import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { ADMIN_PATTERNS, type AdminStatsDto } from '@ped/contracts/admin';
import { CATALOG_SUBJECTS, type CategoryCreatedEvent } from '@ped/contracts/catalog';
import type { EventEnvelope, Principal } from '@ped/contracts';
import { namespaced, startService, streamName } from '@ped/nest-kit';
import pg from 'pg';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';
import { eventually, TestRpcClient } from '../../../tools/testing/rpc-client.js';
import { adminService } from '../src/admin.definition.js';

const ADMIN: Principal = { kind: 'admin', id: 1 };

function categoryCreated(slug: string): EventEnvelope<CategoryCreatedEvent> {
  return {
    id: randomUUID(),
    type: CATALOG_SUBJECTS.categoryCreated,
    occurredAt: new Date().toISOString(),
    version: 1,
    data: { id: 1, name: slug, slug, description: null, imageUrl: null },
  };
}

describe('admin category counter from catalog events (real JetStream and PostgreSQL)', () => {
  let testEnv: TestEnv;
  let service: INestMicroservice;
  let rpc: TestRpcClient;
  let nc: NatsConnection;
  let db: pg.Client;

  const publish = (event: EventEnvelope, msgID: string) =>
    jetstream(nc).publish(namespaced(testEnv.namespace, event.type), JSON.stringify(event), { msgID });
  const totalCategories = async () =>
    (await rpc.send<AdminStatsDto>(ADMIN_PATTERNS.statsGet, {}, ADMIN)).totalCategories;

  beforeAll(async () => {
    testEnv = await createTestEnv('admin');
    service = await startService(adminService, testEnv.env);
    rpc = new TestRpcClient(testEnv.env);
    nc = await connect({ servers: testEnv.env.NATS_URL });
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await rpc?.close();
    await service?.close();
    await nc?.close();
    await db?.end();
    await testEnv?.dispose();
  });

  it('counts a category once even when its event is delivered twice', async () => {
    const event = categoryCreated('gloves');
    // Two publishes with different message ids get past JetStream's de-duplication, as a relay
    // re-sending after the 2-minute window would: only the inbox can keep the count right.
    await publish(event, `${event.id}-first`);
    await publish(event, `${event.id}-again`);
    await eventually(async () => {
      const info = await (
        await jetstreamManager(nc)
      ).consumers.info(streamName(testEnv.namespace, 'catalog'), 'admin_stats');
      return info.num_ack_pending === 0 && info.num_pending === 0 && info.delivered.stream_seq >= 2;
    });
    expect(await totalCategories()).toBe(1);
    const { rows } = await db.query(
      "SELECT count(*)::int AS n FROM admin.inbox WHERE consumer = 'stats' AND event_id = $1",
      [event.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('counts each distinct category event', async () => {
    const event = categoryCreated('carpets');
    await publish(event, event.id);
    await eventually(async () => (await totalCategories()) === 2);
  });

  it('keeps an unreadable event as a dead letter and keeps consuming', async () => {
    await jetstream(nc).publish(namespaced(testEnv.namespace, CATALOG_SUBJECTS.categoryCreated), 'not json', {
      msgID: randomUUID(),
    });
    await eventually(async () => {
      const { rows } = await db.query(
        "SELECT raw, error, event_id FROM admin.dead_letters WHERE consumer = 'stats' AND raw = 'not json'",
      );
      return rows.length === 1 && rows[0].event_id === null && /unreadable/.test(rows[0].error);
    });
    const event = categoryCreated('salt');
    await publish(event, event.id);
    await eventually(async () => (await totalCategories()) === 3);
  });

  it('shows the counters to administrators only', async () => {
    expect(await rpc.failure(ADMIN_PATTERNS.statsGet, {}, { kind: 'buyer', id: 5 })).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'NOT_PERMITTED',
    });
    expect(await rpc.failure(ADMIN_PATTERNS.statsGet)).toMatchObject({ reason: 'SIGN_IN_REQUIRED' });
  });
});
