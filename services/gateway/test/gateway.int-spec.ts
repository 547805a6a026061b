import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '../../../tools/testing/rpc-client.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';
import { freePort, spawnNode, waitForHttp, type NodeProcess } from '../../../tools/testing/node-process.js';

describe('gateway → NATS → catalog → PostgreSQL', () => {
  let testEnv: TestEnv;
  let catalog: NodeProcess;
  let gateway: NodeProcess;
  let base: string;

  beforeAll(async () => {
    testEnv = await createTestEnv('gateway', { seeded: true });
    // Built processes, exactly as deployed: the gateway never loads another service's code.
    catalog = spawnNode('services/catalog/dist/main.js', testEnv.env);
    const port = await freePort();
    gateway = spawnNode('services/gateway/dist/main.js', {
      ...testEnv.env,
      PORT: String(port),
      SERVICE_TIMEOUT_MS: '1000',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ped-gateway-')),
    });
    base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/.well-known/jwks.json`, gateway);
    await eventually(async () => {
      const health = (await (await fetch(`${base}/api/health`)).json()) as { checks: { catalog: boolean } };
      return health.checks.catalog;
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    await catalog?.stop();
    await testEnv?.dispose();
  });

  it('lists the 18 categories with exactly the public fields', async () => {
    const response = await fetch(`${base}/api/categories`);
    expect(response.status).toBe(200);
    const categories = (await response.json()) as Record<string, unknown>[];
    expect(categories).toHaveLength(18);
    expect(Object.keys(categories[0]!).sort()).toEqual(['description', 'id', 'imageUrl', 'name', 'slug']);
  });

  it('answers one category, 404 "Category Not Found", and 400 naming a malformed slug', async () => {
    expect(await (await fetch(`${base}/api/categories/salt-minerals`)).json()).toMatchObject({
      name: 'Salt & Minerals',
    });

    const missing = await fetch(`${base}/api/categories/no-such-thing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'CATEGORY_NOT_FOUND',
      message: 'Category Not Found',
    });

    const malformed = await fetch(`${base}/api/categories/${encodeURIComponent("' OR 1=1 --")}`);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      reason: 'INVALID_FIELDS',
      message: 'Category slug is invalid',
      details: [{ field: 'slug', messages: ['Category slug is invalid'] }],
    });
  });

  it('keeps a caller-supplied request id and makes one otherwise', async () => {
    const given = await fetch(`${base}/api/categories`, { headers: { 'x-request-id': 'trace-123' } });
    expect(given.headers.get('x-request-id')).toBe('trace-123');
    const made = await fetch(`${base}/api/categories`);
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes only the public signing key in the JWKS', async () => {
    const { keys } = (await (await fetch(`${base}/api/.well-known/jwks.json`)).json()) as {
      keys: Record<string, string>[];
    };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keys[0]!.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keys[0]!.d).toBeUndefined();
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    expect((await fetch(`${base}/api/docs`)).status).toBe(200);
    const document = (await (await fetch(`${base}/api/docs-json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/categories', '/api/categories/{slug}', '/api/health']),
    );
  });

  it('reports health per dependency and 503 while a service is missing', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'degraded',
      checks: { nats: true, redis: true, catalog: true, identity: false, messaging: false, admin: false },
    });
  });

  it('answers an unknown API path 404 with the generic reason ROUTE_NOT_FOUND', async () => {
    const response = await fetch(`${base}/api/no-such-route`);
    expect([response.status, await response.json()]).toEqual([
      404,
      expect.objectContaining({ code: 'NOT_FOUND', reason: 'ROUTE_NOT_FOUND' }),
    ]);
  });

  it('answers 503 (not a hang) when the catalog service is down', async () => {
    await catalog.stop();
    // A path never read before: /api/categories itself is in the gateway's cache by now.
    const response = await fetch(`${base}/api/categories/not-read-before`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      reason: 'SERVICE_UNAVAILABLE',
    });
  });
});
