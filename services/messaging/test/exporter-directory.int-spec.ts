import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import type { EventEnvelope } from '@ped/contracts';
import { CATALOG_SUBJECTS, type ExporterChangedEvent } from '@ped/contracts/catalog';
import { MESSAGING_PATTERNS, type ContactCountDto } from '@ped/contracts/messaging';
import { namespaced, startService } from '@ped/nest-kit';
import pg from 'pg';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';
import { eventually, TestRpcClient } from '../../../tools/testing/rpc-client.js';
import { messagingService } from '../src/messaging.definition.js';

function exporterEvent(
  type: string,
  data: Partial<ExporterChangedEvent> & { id: number },
): EventEnvelope<ExporterChangedEvent> {
  return {
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    version: 1,
    data: {
      companyName: `Exporter ${data.id}`,
      userId: null,
      logoUrl: null,
      city: 'Lahore',
      status: 'approved',
      isVerified: false,
      isPremium: false,
      ...data,
    },
  };
}

const inquiry = (exporterId: number) => ({
  buyerName: 'Li Wei',
  buyerEmail: 'li.wei@example.cn',
  message: 'Do you ship surgical scissors to Shanghai?',
  exporterId,
});

describe('messaging exporter directory from catalog events (real JetStream and PostgreSQL)', () => {
  let testEnv: TestEnv;
  let service: INestMicroservice;
  let rpc: TestRpcClient;
  let nc: NatsConnection;
  let db: pg.Client;

  const publish = (event: EventEnvelope, msgID = event.id) =>
    jetstream(nc).publish(namespaced(testEnv.namespace, event.type), JSON.stringify(event), { msgID });
  const entry = async (id: number) =>
    (await db.query('SELECT company_name, is_public FROM messaging.exporter_directory WHERE id = $1', [id]))
      .rows[0];

  beforeAll(async () => {
    testEnv = await createTestEnv('messaging_directory');
    service = await startService(messagingService, testEnv.env);
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

  it('adds, updates and removes exporters as the catalog reports them', async () => {
    await publish(exporterEvent(CATALOG_SUBJECTS.exporterCreated, { id: 7, status: 'pending' }));
    await eventually(async () => (await entry(7))?.is_public === false);
    await publish(
      exporterEvent(CATALOG_SUBJECTS.exporterUpdated, {
        id: 7,
        status: 'approved',
        companyName: 'Seven Surgical',
        userId: 42,
      }),
    );
    await eventually(async () => (await entry(7))?.is_public === true);
    expect(await entry(7)).toEqual({ company_name: 'Seven Surgical', is_public: true });
    // The owner is identity's integer user id, stored as one (pg answers an integer column as a number).
    const owner = await db.query('SELECT user_id FROM messaging.exporter_directory WHERE id = 7');
    expect(owner.rows[0]).toEqual({ user_id: 42 });
    await publish(exporterEvent(CATALOG_SUBJECTS.exporterDeleted, { id: 7 }));
    await eventually(async () => (await entry(7)) === undefined);
  });

  it('applies an event delivered twice only once (inbox)', async () => {
    const created = exporterEvent(CATALOG_SUBJECTS.exporterCreated, { id: 8 });
    await publish(created, `${created.id}-first`);
    await eventually(async () => (await entry(8)) !== undefined);
    await db.query("UPDATE messaging.exporter_directory SET company_name = 'changed since' WHERE id = 8");
    await publish(created, `${created.id}-again`);
    const marker = exporterEvent(CATALOG_SUBJECTS.exporterCreated, { id: 9 });
    await publish(marker);
    await eventually(async () => (await entry(9)) !== undefined);
    expect((await entry(8)).company_name).toBe('changed since');
  });

  it('takes inquiries only for public exporters in the directory, and counts them', async () => {
    await publish(exporterEvent(CATALOG_SUBJECTS.exporterCreated, { id: 10, status: 'rejected' }));
    await eventually(async () => (await entry(10)) !== undefined);
    expect(await rpc.failure(MESSAGING_PATTERNS.inquirySend, inquiry(10))).toEqual({
      code: 'NOT_FOUND',
      reason: 'EXPORTER_NOT_FOUND',
      message: 'Exporter Not Found',
    });
    await rpc.send(MESSAGING_PATTERNS.inquirySend, inquiry(9));
    expect(await rpc.send<ContactCountDto>(MESSAGING_PATTERNS.inquiryCount)).toEqual({
      totalContacts: 1,
    });
    expect(
      await rpc.failure(MESSAGING_PATTERNS.inquirySend, { ...inquiry(9), exporterId: -1 }),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      reason: 'INVALID_FIELDS',
      details: [{ field: 'exporterId' }],
    });
  });
});
