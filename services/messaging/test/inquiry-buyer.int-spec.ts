import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import type { Principal } from '@ped/contracts';
import type { TypedEventEnvelope } from '@ped/contracts/events';
import { MESSAGING_PATTERNS, type SentInquiryDto } from '@ped/contracts/messaging';
import { namespaced, startService } from '@ped/nest-kit';
import pg from 'pg';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';
import { eventually, TestRpcClient } from '../../../tools/testing/rpc-client.js';
import { messagingService } from '../src/messaging.definition.js';

const BUYER: Principal = { kind: 'buyer', id: 42 };
const EXPORTER_USER: Principal = { kind: 'user', id: 7, role: 'exporter' };

describe('an inquiry records the signed-in buyer who sent it (real JetStream and PostgreSQL)', () => {
  let testEnv: TestEnv;
  let service: INestMicroservice;
  let rpc: TestRpcClient;
  let nc: NatsConnection;
  let db: pg.Client;

  const send = (principal?: Principal) =>
    rpc.send<SentInquiryDto>(
      MESSAGING_PATTERNS.inquirySend,
      {
        buyerName: 'Li Wei',
        buyerEmail: 'li.wei@example.cn',
        message: 'Do you ship rice to Ningbo?',
        exporterId: 31,
      },
      principal,
    );
  const stored = async (id: number) => {
    const row = (await db.query('SELECT buyer_user_id FROM messaging.contact_requests WHERE id = $1', [id]))
      .rows[0];
    const envelope = (
      await db.query(
        "SELECT envelope FROM messaging.outbox WHERE subject = 'messaging.contact_request.created' AND (envelope->'data'->>'id')::int = $1",
        [id],
      )
    ).rows[0].envelope as TypedEventEnvelope<'messaging.contact_request.created'>;
    return { column: row.buyer_user_id as number | null, event: envelope.data.buyerUserId };
  };

  beforeAll(async () => {
    testEnv = await createTestEnv('messaging_inquiry_buyer');
    service = await startService(messagingService, testEnv.env);
    rpc = new TestRpcClient(testEnv.env);
    nc = await connect({ servers: testEnv.env.NATS_URL });
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    const id = randomUUID();
    const exporter = {
      id,
      type: 'catalog.exporter.created',
      occurredAt: new Date().toISOString(),
      version: 1,
      data: {
        id: 31,
        companyName: 'Basmati House',
        userId: null,
        logoUrl: null,
        city: 'Lahore',
        status: 'approved',
        isVerified: true,
        isPremium: false,
      },
    };
    await jetstream(nc).publish(namespaced(testEnv.namespace, exporter.type), JSON.stringify(exporter), {
      msgID: id,
    });
    await eventually(
      async () => (await db.query('SELECT 1 FROM messaging.exporter_directory WHERE id = 31')).rowCount === 1,
    );
  });

  afterAll(async () => {
    await rpc?.close();
    await service?.close();
    await nc?.close();
    await db?.end();
    await testEnv?.dispose();
  });

  it('stores the buyer user id of a signed-in buyer, on the row and in the event', async () => {
    const { id } = await send(BUYER);
    expect(await stored(id)).toEqual({ column: 42, event: 42 });
  });

  it('stores no buyer for an anonymous sender or a signed-in non-buyer', async () => {
    expect(await stored((await send()).id)).toEqual({ column: null, event: null });
    expect(await stored((await send(EXPORTER_USER)).id)).toEqual({ column: null, event: null });
  });
});
