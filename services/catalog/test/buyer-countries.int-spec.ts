import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { CATALOG_PATTERNS, type CatalogStatsDto, type SitemapEntriesDto } from '@ped/contracts/catalog';
import type { TypedEventEnvelope } from '@ped/contracts/events';
import { namespaced, startService, withServiceContext } from '@ped/nest-kit';
import pg from 'pg';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';
import { eventually, TestRpcClient } from '../../../tools/testing/rpc-client.js';
import { catalogService } from '../src/catalog.definition.js';
import { CategorySeedService } from '../src/category/category-seed.service.js';
import { ExporterSeedService } from '../src/exporter/exporter-seed.service.js';

function profileCompleted(
  buyerUserId: number,
  country: string,
): TypedEventEnvelope<'identity.buyer.profile_completed'> {
  return {
    id: randomUUID(),
    type: 'identity.buyer.profile_completed',
    occurredAt: new Date().toISOString(),
    version: 1,
    data: {
      buyerUserId,
      companyName: 'Acme Imports',
      businessType: 'wholesaler',
      country,
      industryFocus: ['Rice & Grains'],
    },
  };
}

describe('the catalog’s public figures and sitemap entries (real JetStream and PostgreSQL)', () => {
  let testEnv: TestEnv;
  let service: INestMicroservice;
  let rpc: TestRpcClient;
  let nc: NatsConnection;
  let db: pg.Client;

  const publish = (event: TypedEventEnvelope<'identity.buyer.profile_completed'>) =>
    jetstream(nc).publish(namespaced(testEnv.namespace, event.type), JSON.stringify(event), {
      msgID: event.id,
    });
  const buyerCountries = async () =>
    (await rpc.send<CatalogStatsDto>(CATALOG_PATTERNS.statsGet, {})).buyerCountries;

  beforeAll(async () => {
    testEnv = await createTestEnv('catalog_figures');
    await withServiceContext(
      catalogService,
      async (app) => {
        await app.get(CategorySeedService).seed();
        await app.get(ExporterSeedService).seed();
      },
      testEnv.env,
    );
    service = await startService(catalogService, testEnv.env);
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

  it('counts the countries buyers named in their profiles, each once, following a buyer who moves', async () => {
    expect(await buyerCountries()).toBe(0);
    await publish(profileCompleted(1, 'Germany'));
    await publish(profileCompleted(2, ' germany '));
    await publish(profileCompleted(3, 'Kenya'));
    await eventually(async () => (await buyerCountries()) === 2);
    await publish(profileCompleted(3, 'Germany')); // buyer 3 completes the profile again, from Germany now
    await eventually(async () => (await buyerCountries()) === 1);
  });

  it('lists every category and the approved exporters only, in id order, for the sitemap', async () => {
    const entries = await rpc.send<SitemapEntriesDto>(CATALOG_PATTERNS.sitemapGet, {});
    const { rows: categories } = await db.query<{ slug: string }>(
      'SELECT slug FROM catalog.categories ORDER BY id',
    );
    const { rows: approved } = await db.query<{ id: number }>(
      "SELECT id FROM catalog.exporters WHERE status = 'approved' ORDER BY id",
    );
    expect(entries.categorySlugs).toEqual(categories.map((c) => c.slug));
    expect(entries.exporterIds).toEqual(approved.map((e) => e.id));
    const { rows: hidden } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM catalog.exporters WHERE status <> 'approved'",
    );
    expect(hidden[0]!.n).toBeGreaterThan(0);
  });
});
