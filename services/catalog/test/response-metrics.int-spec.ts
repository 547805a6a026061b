import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { EventData, EventSubject, TypedEventEnvelope } from '@ped/contracts/events';
import { consumerDurableName, namespaced, startService, streamName, withServiceContext } from '@ped/nest-kit';
import pg from 'pg';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';
import { eventually } from '../../../tools/testing/rpc-client.js';
import { catalogService } from '../src/catalog.definition.js';
import { CategorySeedService } from '../src/category/category-seed.service.js';
import { ExporterSeedService } from '../src/exporter/exporter-seed.service.js';
import { ResponseFiguresRefresh } from '../src/exporter-metrics/response-figures-refresh.service.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

function envelope<S extends EventSubject>(type: S, data: EventData<S>): TypedEventEnvelope<S> {
  return {
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    version: 1,
    data,
  } as TypedEventEnvelope<S>;
}

describe("response figures from messaging's events (real JetStream and PostgreSQL)", () => {
  let testEnv: TestEnv;
  let service: INestMicroservice;
  let nc: NatsConnection;
  let db: pg.Client;
  let exporters: number[];
  let nextId = 1000;

  const publish = async <S extends EventSubject>(type: S, data: EventData<S>) => {
    const event = envelope(type, data);
    await jetstream(nc).publish(namespaced(testEnv.namespace, type), JSON.stringify(event), {
      msgID: event.id,
    });
    return event;
  };
  const settled = async () => {
    const info = await (
      await jetstreamManager(nc)
    ).consumers.info(
      streamName(testEnv.namespace, 'messaging'),
      consumerDurableName('catalog', 'exporter-metrics'),
    );
    return info.num_ack_pending === 0 && info.num_pending === 0;
  };
  const figures = async (exporterId: number) =>
    (
      await db.query<{ rate: string | null; median: number | null; messages: number; inquiries: number }>(
        `SELECT response_rate AS rate, avg_response_time AS median, messages_received AS messages,
                contact_requests AS inquiries
           FROM catalog.exporter_metrics WHERE exporter_id = $1`,
        [exporterId],
      )
    ).rows[0];
  /** An inquiry that arrived `received` ago, answered `after` later (null: not answered). */
  const inquiry = async (exporterId: number, received: number, after: number | null) => {
    const id = nextId++;
    const createdAt = ago(received);
    await publish('messaging.contact_request.created', {
      id,
      exporterId,
      buyerName: 'Li Wei',
      buyerEmail: 'li.wei@example.cn',
      buyerCompany: null,
      buyerUserId: null,
      createdAt,
    });
    if (after !== null) {
      await publish('messaging.contact_request.responded', {
        id,
        exporterId,
        kind: 'replied',
        receivedAt: createdAt,
        respondedAt: later(createdAt, after),
        conversationId: null,
      });
    }
    return id;
  };
  const message = (
    conversationId: number,
    exporterId: number,
    senderType: 'buyer' | 'exporter',
    createdAt: string,
  ) =>
    publish('messaging.message.sent', {
      messageId: nextId++,
      conversationId,
      buyerId: 7,
      exporterId,
      exporterUserId: null,
      senderType,
      preview: 'Hello',
      content: 'Hello',
      createdAt,
      flags: [],
      warning: null,
    });

  beforeAll(async () => {
    testEnv = await createTestEnv('catalog_responses');
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
    exporters = (
      await db.query<{ id: number }>('SELECT id FROM catalog.exporters ORDER BY id LIMIT 6')
    ).rows.map((row) => row.id);
  }, 60_000);

  afterAll(async () => {
    await service?.close();
    await nc?.close();
    await db?.end();
    await testEnv?.dispose();
  });

  it('shows nothing below 5 inquiries, then the share answered within 24 h and the median minutes', async () => {
    const exporterId = exporters[0]!;
    await inquiry(exporterId, 10 * DAY, 10 * MINUTE);
    await inquiry(exporterId, 9 * DAY, 30 * MINUTE);
    await inquiry(exporterId, 8 * DAY, 60 * MINUTE);
    await inquiry(exporterId, 7 * DAY, 30 * HOUR); // answered, but late
    await eventually(settled);
    expect(await figures(exporterId)).toMatchObject({ rate: null, median: null, inquiries: 4 });

    await inquiry(exporterId, 6 * DAY, 2 * HOUR);
    // Unanswered and still within its 24 hours: not late yet, so not counted.
    await inquiry(exporterId, HOUR, null);
    // Older than the 90-day window: not counted.
    await inquiry(exporterId, 100 * DAY, 5 * DAY);
    await eventually(async () => (await figures(exporterId))?.rate === '80.00');
    await eventually(settled);
    expect(await figures(exporterId)).toMatchObject({ rate: '80.00', median: 60, inquiries: 7 });
    // Published on the exporter's row too: the public list's columns and its response order.
    const { rows } = await db.query(
      'SELECT response_rate, median_response_minutes FROM catalog.exporters WHERE id = $1',
      [exporterId],
    );
    expect(rows).toEqual([{ response_rate: '80.00', median_response_minutes: 60 }]);
  });

  it('counts an unanswered inquiry older than 24 h as not answered in time, and a decline as an answer', async () => {
    const exporterId = exporters[1]!;
    for (let i = 0; i < 3; i++) await inquiry(exporterId, (10 + i) * DAY, 20 * MINUTE);
    await inquiry(exporterId, 5 * DAY, null);
    const id = nextId++;
    const createdAt = ago(4 * DAY);
    await publish('messaging.contact_request.created', {
      id,
      exporterId,
      buyerName: 'Anna',
      buyerEmail: 'anna@example.com',
      buyerCompany: null,
      buyerUserId: 3,
      createdAt,
    });
    await publish('messaging.contact_request.responded', {
      id,
      exporterId,
      kind: 'declined',
      receivedAt: createdAt,
      respondedAt: later(createdAt, 40 * MINUTE),
      conversationId: null,
    });
    await eventually(async () => (await figures(exporterId))?.rate === '80.00');
    expect((await figures(exporterId))!.median).toBe(20);
  });

  it('moves with time alone: an unanswered inquiry turns late, and samples leave the 90-day window', async () => {
    const exporterId = exporters[5]!;
    for (let i = 0; i < 5; i++) await inquiry(exporterId, (10 + i) * DAY, 20 * MINUTE);
    const waiting = await inquiry(exporterId, 23 * HOUR, null);
    await eventually(settled);
    expect(await figures(exporterId)).toMatchObject({ rate: '100.00', median: 20 });
    const refresh = () => service.get(ResponseFiguresRefresh).refresh();
    const age = (sql: string, params: unknown[]) =>
      db.query(
        `UPDATE catalog.exporter_responses SET ${sql} WHERE exporter_id = $1${params.length ? ' AND source_id = $2' : ''}`,
        [exporterId, ...params],
      );

    // Two hours on, nobody has answered: the inquiry is late, with no event to say so.
    await age("received_at = received_at - interval '2 hours'", [waiting]);
    await refresh();
    expect(await figures(exporterId)).toMatchObject({ rate: '83.33', median: 20 });

    // Three months on, every sample has left the window: no figures.
    await age(
      "received_at = received_at - interval '90 days', responded_at = responded_at - interval '90 days'",
      [],
    );
    await refresh();
    expect(await figures(exporterId)).toMatchObject({ rate: null, median: null });
    const { rows } = await db.query('SELECT response_rate FROM catalog.exporters WHERE id = $1', [
      exporterId,
    ]);
    expect(rows).toEqual([{ response_rate: null }]);
  });

  it('converges when a response comes before its inquiry, and counts each event once', async () => {
    const exporterId = exporters[2]!;
    for (let i = 0; i < 4; i++) await inquiry(exporterId, (10 + i) * DAY, 5 * MINUTE);
    const id = nextId++;
    const createdAt = ago(3 * DAY);
    const responded = await publish('messaging.contact_request.responded', {
      id,
      exporterId,
      kind: 'replied',
      receivedAt: createdAt,
      respondedAt: later(createdAt, 25 * HOUR),
      conversationId: null,
    });
    // Redelivered past JetStream's de-duplication: the inbox stops it.
    await jetstream(nc).publish(namespaced(testEnv.namespace, responded.type), JSON.stringify(responded), {
      msgID: `${responded.id}-again`,
    });
    await eventually(settled);
    expect(await figures(exporterId)).toMatchObject({ rate: '80.00', median: 5 });
    await publish('messaging.contact_request.created', {
      id,
      exporterId,
      buyerName: 'Late',
      buyerEmail: 'late@example.com',
      buyerCompany: null,
      buyerUserId: null,
      createdAt,
    });
    await eventually(settled);
    expect(await figures(exporterId)).toMatchObject({ rate: '80.00', median: 5, inquiries: 5 });
    const rows = await db.query(
      "SELECT received_at, responded_at FROM catalog.exporter_responses WHERE kind = 'inquiry' AND source_id = $1",
      [id],
    );
    expect(rows.rows).toEqual([
      { received_at: new Date(createdAt), responded_at: new Date(later(createdAt, 25 * HOUR)) },
    ]);
  });

  it("counts conversations from the buyer's first message to the exporter's, in any order; not those the exporter began", async () => {
    const exporterId = exporters[3]!;
    for (let c = 0; c < 5; c++) {
      const conversationId = nextId++;
      const start = ago((10 + c) * DAY);
      // The exporter's answer first, then the buyer's messages: the first buyer message still counts.
      await message(conversationId, exporterId, 'exporter', later(start, (c + 1) * 10 * MINUTE));
      await message(conversationId, exporterId, 'buyer', later(start, 2 * HOUR));
      await message(conversationId, exporterId, 'buyer', start);
      if (c === 0) {
        await publish('messaging.conversation.created', {
          conversationId,
          buyerId: 7,
          exporterId,
          exporterUserId: null,
          subject: 'Rice',
          createdAt: start,
        });
      }
    }
    // Opened by the exporter's reply to an inquiry: its first message is the exporter's. Not a sample.
    const opened = nextId++;
    await message(opened, exporterId, 'exporter', ago(2 * DAY));
    await message(opened, exporterId, 'buyer', ago(DAY));
    await eventually(async () => (await figures(exporterId))?.rate === '100.00');
    await eventually(settled);
    expect(await figures(exporterId)).toMatchObject({ rate: '100.00', median: 30, messages: 11 });
  });

  it('keeps profile views per day beside the total', async () => {
    const exporterId = exporters[4]!;
    const { ExporterMetricsService } = await import('../src/exporter-metrics/exporter-metrics.service.js');
    const metrics = service.get(ExporterMetricsService);
    metrics.recordProfileViews([{ exporterId, views: 3 }]);
    metrics.recordProfileViews([{ exporterId, views: 2 }]);
    await metrics.flush();
    const { rows } = await db.query<{ views: number; today: boolean }>(
      `SELECT views, day = (now() AT TIME ZONE 'UTC')::date AS today
         FROM catalog.exporter_daily_views WHERE exporter_id = $1`,
      [exporterId],
    );
    expect(rows).toEqual([{ views: 5, today: true }]);
  });
});
