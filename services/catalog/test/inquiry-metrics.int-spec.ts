import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { TypedEventEnvelope } from '@ped/contracts/events';
import { consumerDurableName, namespaced, startService, streamName, withServiceContext } from '@ped/nest-kit';
import pg from 'pg';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';
import { eventually } from '../../../tools/testing/rpc-client.js';
import { catalogService } from '../src/catalog.definition.js';
import { CategorySeedService } from '../src/category/category-seed.service.js';
import { ExporterSeedService } from '../src/exporter/exporter-seed.service.js';

function inquiry(exporterId: number): TypedEventEnvelope<'messaging.contact_request.created'> {
  return {
    id: randomUUID(),
    type: 'messaging.contact_request.created',
    occurredAt: new Date().toISOString(),
    version: 1,
    data: {
      id: 1,
      exporterId,
      buyerName: 'Li Wei',
      buyerEmail: 'li.wei@example.cn',
      buyerCompany: null,
      buyerUserId: 42,
      createdAt: new Date().toISOString(),
    },
  };
}

describe('inquiries counted into exporter_metrics from their event (real JetStream and PostgreSQL)', () => {
  let testEnv: TestEnv;
  let service: INestMicroservice;
  let nc: NatsConnection;
  let db: pg.Client;
  let exporterId: number;

  const publish = (event: TypedEventEnvelope<'messaging.contact_request.created'>, msgID = event.id) =>
    jetstream(nc).publish(namespaced(testEnv.namespace, event.type), JSON.stringify(event), { msgID });
  const contactRequests = async (id: number) =>
    (
      await db.query<{ n: number }>(
        'SELECT contact_requests AS n FROM catalog.exporter_metrics WHERE exporter_id = $1',
        [id],
      )
    ).rows[0]?.n ?? 0;
  const settled = async () => {
    const info = await (
      await jetstreamManager(nc)
    ).consumers.info(
      streamName(testEnv.namespace, 'messaging'),
      consumerDurableName('catalog', 'exporter-metrics'),
    );
    return info.num_ack_pending === 0 && info.num_pending === 0;
  };

  beforeAll(async () => {
    testEnv = await createTestEnv('catalog_inquiries');
    await withServiceContext(
      catalogService,
      async (app) => {
        await app.get(CategorySeedService).seed();
        await app.get(ExporterSeedService).seed();
      },
      testEnv.env,
    );
    service = await startService(catalogService, testEnv.env);
    nc = await connect({ servers: testEnv.env.NATS_URL });
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    exporterId = (await db.query<{ id: number }>('SELECT min(id) AS id FROM catalog.exporters')).rows[0].id;
  });

  afterAll(async () => {
    await service?.close();
    await nc?.close();
    await db?.end();
    await testEnv?.dispose();
  });

  it("counts each inquiry once into its exporter's contact_requests, also when its event comes twice", async () => {
    const before = await contactRequests(exporterId);
    const first = inquiry(exporterId);
    await publish(first);
    await publish(first, `${first.id}-again`); // past JetStream's de-duplication: the inbox stops it
    await publish(inquiry(exporterId));
    await eventually(async () => (await contactRequests(exporterId)) === before + 2);
    await eventually(settled);
    expect(await contactRequests(exporterId)).toBe(before + 2);
  });

  it('skips an inquiry to an exporter the catalog does not have, without a dead letter', async () => {
    await publish(inquiry(2_000_000_000));
    await eventually(settled);
    expect(await contactRequests(2_000_000_000)).toBe(0);
    const { rows } = await db.query('SELECT 1 FROM catalog.dead_letters');
    expect(rows).toEqual([]);
  });
});
