import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { CATALOG_PATTERNS, CATALOG_SUBJECTS, type CategoryDto } from '@ped/contracts/catalog';
import type { Principal } from '@ped/contracts';
import { namespaced, streamName, withServiceContext } from '@ped/nest-kit';
import pg from 'pg';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';
import { eventually, TestRpcClient } from '../../../tools/testing/rpc-client.js';
import { catalogService } from '../src/catalog.definition.js';
import { CategorySeedService } from '../src/category/category-seed.service.js';
import { startService } from '@ped/nest-kit';

const ADMIN: Principal = { kind: 'admin', id: 1 };
const EXPORTER: Principal = { kind: 'user', id: 2, role: 'exporter' };

describe('catalog categories over NATS (real PostgreSQL and JetStream)', () => {
  let testEnv: TestEnv;
  let service: INestMicroservice;
  let rpc: TestRpcClient;
  let db: pg.Client;
  let nc: NatsConnection;

  beforeAll(async () => {
    testEnv = await createTestEnv('catalog');
    await withServiceContext(catalogService, (app) => app.get(CategorySeedService).seed(), testEnv.env);
    service = await startService(catalogService, testEnv.env);
    rpc = new TestRpcClient(testEnv.env);
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    nc = await connect({ servers: testEnv.env.NATS_URL });
  });

  afterAll(async () => {
    await rpc?.close();
    await service?.close();
    await db?.end();
    await nc?.close();
    await testEnv?.dispose();
  });

  const streamCount = async () => {
    const jsm = await jetstreamManager(nc);
    return (await jsm.streams.info(streamName(testEnv.namespace, 'catalog'))).state.messages;
  };

  it('seeds the 18 directory categories, listed in display order', async () => {
    const categories = await rpc.send<CategoryDto[]>(CATALOG_PATTERNS.categoryList);
    expect(categories).toHaveLength(18);
    expect(categories.slice(0, 3).map((c) => c.slug)).toEqual([
      'textiles-garments',
      'rice-grains',
      'salt-minerals',
    ]);
    expect(Object.keys(categories[0]!).sort()).toEqual(['description', 'id', 'imageUrl', 'name', 'slug']);
  });

  it('publishes every seeded category as catalog.category.created through the outbox', async () => {
    await eventually(async () => (await streamCount()) === 18);
    const { rows } = await db.query(
      'SELECT count(*)::int AS n FROM catalog.outbox WHERE published_at IS NOT NULL',
    );
    expect(rows[0].n).toBe(18);
  });

  it('finds a category by slug and answers "Category Not Found" for an unknown one', async () => {
    const rice = await rpc.send<CategoryDto>(CATALOG_PATTERNS.categoryGet, { slug: 'rice-grains' });
    expect(rice.name).toBe('Rice & Grains');
    expect(await rpc.failure(CATALOG_PATTERNS.categoryGet, { slug: 'no-such-category' })).toEqual({
      code: 'NOT_FOUND',
      reason: 'CATEGORY_NOT_FOUND',
      message: 'Category Not Found',
    });
  });

  it('rejects malformed and unknown fields with VALIDATION_FAILED naming the field', async () => {
    expect(await rpc.failure(CATALOG_PATTERNS.categoryGet, { slug: "x' OR 1=1 --" })).toMatchObject({
      code: 'VALIDATION_FAILED',
      reason: 'INVALID_FIELDS',
      details: [{ field: 'slug', messages: ['Category slug is invalid'] }],
    });
    expect(await rpc.failure(CATALOG_PATTERNS.categoryGet, { slug: 'rice-grains', extra: 1 })).toMatchObject({
      code: 'VALIDATION_FAILED',
      reason: 'INVALID_FIELDS',
      details: [{ field: 'extra' }],
    });
  });

  it('lets only administrators create categories', async () => {
    const command = { name: 'Gloves', slug: 'gloves' };
    expect(await rpc.failure(CATALOG_PATTERNS.categoryCreate, command)).toMatchObject({
      code: 'UNAUTHORIZED',
      reason: 'SIGN_IN_REQUIRED',
    });
    expect(await rpc.failure(CATALOG_PATTERNS.categoryCreate, command, EXPORTER)).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'NOT_PERMITTED',
    });
    expect(await rpc.failure(CATALOG_PATTERNS.categoryCreate, { slug: 'gloves' }, ADMIN)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Category name is required',
    });
  });

  it('creates a category and its event together, with the event id as Nats-Msg-Id', async () => {
    const created = await rpc.send<CategoryDto>(
      CATALOG_PATTERNS.categoryCreate,
      { name: 'Gloves', slug: 'gloves' },
      ADMIN,
    );
    expect(created).toMatchObject({ name: 'Gloves', slug: 'gloves', description: null });

    const jsm = await jetstreamManager(nc);
    let stored: Awaited<ReturnType<typeof jsm.streams.getMessage>> = null;
    await eventually(async () => {
      stored = await jsm.streams
        .getMessage(streamName(testEnv.namespace, 'catalog'), {
          last_by_subj: namespaced(testEnv.namespace, CATALOG_SUBJECTS.categoryCreated),
        })
        .catch(() => null);
      return stored?.json<{ data: CategoryDto }>().data.slug === 'gloves';
    });
    const envelope = stored!.json<{ id: string; type: string; actor: Principal }>();
    expect(envelope).toMatchObject({ type: CATALOG_SUBJECTS.categoryCreated, actor: ADMIN });
    expect(stored!.header.get('Nats-Msg-Id')).toBe(envelope.id);
  });

  it('answers CONFLICT for a slug that exists, and stores nothing', async () => {
    expect(
      await rpc.failure(CATALOG_PATTERNS.categoryCreate, { name: 'Rice again', slug: 'rice-grains' }, ADMIN),
    ).toMatchObject({
      code: 'CONFLICT',
      reason: 'CATEGORY_SLUG_TAKEN',
    });
    const { rows } = await db.query(
      "SELECT count(*)::int AS n FROM catalog.categories WHERE slug = 'rice-grains'",
    );
    expect(rows[0].n).toBe(1);
  });

  it('does not publish an event twice when the relay sends it again (JetStream de-duplication)', async () => {
    await eventually(async () => (await streamCount()) === 19);
    await db.query('UPDATE catalog.outbox SET published_at = NULL');
    await eventually(async () => {
      const { rows } = await db.query(
        'SELECT count(*)::int AS n FROM catalog.outbox WHERE published_at IS NULL',
      );
      return rows[0].n === 0;
    });
    expect(await streamCount()).toBe(19);
  });
});
