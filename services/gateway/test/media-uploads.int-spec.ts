import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { MEDIA_MESSAGES, mediaSrcSet, PRODUCT_MESSAGES } from '@ped/contracts/options';
import pg from 'pg';
import sharp from 'sharp';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { expectFieldError, gatewayCalls, type FieldErrors } from '../../../tools/testing/gateway-calls.js';
import { freePort, runNode } from '../../../tools/testing/node-process.js';
import { eventually } from '../../../tools/testing/rpc-client.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

const PASSWORD = 'Gujranwala-Cutlery-2026';
const SUBNET = '10.44';

interface Upload {
  status: number;
  body: { url?: string; reason?: string; message?: string } & Partial<FieldErrors>;
}

/** A picture of `width`×`height` in `format`, with some detail (a flat colour would compress to nothing). */
function picture(format: 'jpeg' | 'png' | 'webp', width: number, height: number): Promise<Buffer> {
  const stripes = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${(i * width) / 12}" width="${width / 24}" height="${height}" fill="hsl(${i * 30},70%,50%)"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#eee"/>${stripes}</svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

describe('image uploads and /media: exporter accounts’ logos and product pictures, stored as WebP', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let db: pg.Client;
  let exporter: string;
  let profileless: string;
  let buyer: string;
  let admin: string;
  let exporterId: number;
  let productId: number;
  let rivalProductId: number;
  let ip = 0;

  const { call, tokenOf, person } = gatewayCalls(
    () => system.base,
    SUBNET,
    PASSWORD,
    () => testEnv.databaseUrl,
  );
  const scalar = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0]?.n;
  const link = async (email: string, exporter: number) => {
    const userId = await scalar('SELECT id AS n FROM identity.users WHERE email = $1', [email]);
    await db.query('UPDATE catalog.exporters SET user_id = $1 WHERE id = $2', [userId, exporter]);
  };

  /** A multipart upload as a browser sends it: the file in `field`, under a name and type the client chose. */
  const upload = async (
    token: string | null,
    path: string,
    bytes: Buffer,
    {
      name = 'picture.jpg',
      type = 'image/jpeg',
      field = 'file',
      base = system.base,
      headers = {} as Record<string, string>,
    } = {},
  ): Promise<Upload> => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'x-forwarded-for': `${SUBNET}.200.${(ip++ % 250) + 1}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: form,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {} };
  };

  /** The stored image at `url` as the gateway serves it: status, headers, and its size read from the bytes. */
  const served = async (url: string, base = system.base) => {
    const response = await fetch(`${base}${url}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const meta = response.status === 200 ? await sharp(bytes).metadata() : undefined;
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      cache: response.headers.get('cache-control'),
      etag: response.headers.get('etag'),
      image: meta && `${meta.format} ${meta.width}x${meta.height}`,
    };
  };

  beforeAll(async () => {
    testEnv = await createTestEnv('media');
    // The seed's demo pictures and the gateway's uploads in one folder of this run's own.
    testEnv.env.MEDIA_DIR = mkdtempSync(join(tmpdir(), 'ped-media-'));
    await runNode('services/catalog/dist/seed.js', testEnv.env);
    system = await startBuiltSystem(testEnv.env, ['catalog', 'identity']);
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    exporter = await tokenOf('/api/auth/register', person('exporter'));
    await tokenOf('/api/auth/register', person('rival'));
    profileless = await tokenOf('/api/auth/register', person('newcomer'));
    buyer = await tokenOf('/api/buyer/register', person('buyer'));
    await tokenOf('/api/auth/register', person('staff'));
    await db.query("UPDATE identity.users SET role = 'admin' WHERE email = 'staff@example.com'");
    admin = await tokenOf('/api/auth/login', { email: 'staff@example.com', password: PASSWORD });
    const approved = await db.query(
      "SELECT id FROM catalog.exporters WHERE status = 'approved' ORDER BY id LIMIT 2",
    );
    exporterId = approved.rows[0].id;
    await link('exporter@example.com', exporterId);
    await link('rival@example.com', approved.rows[1].id);
    productId = await scalar('SELECT min(id) AS n FROM catalog.products WHERE exporter_id = $1', [
      exporterId,
    ]);
    rivalProductId = await scalar('SELECT min(id) AS n FROM catalog.products WHERE exporter_id = $1', [
      approved.rows[1].id,
    ]);
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
    await testEnv?.dispose();
  });

  describe('access', () => {
    it('refuses visitors (401), buyers and administrators (403) on both routes', async () => {
      const jpeg = await picture('jpeg', 200, 200);
      for (const path of ['/api/my-exporter/logo', `/api/my-exporter/products/${productId}/image`]) {
        for (const [who, token, status] of [
          ['visitor', null, 401],
          ['buyer', buyer, 403],
          ['admin', admin, 403],
        ] as const)
          expect(`${who} ${path}: ${(await upload(token, path, jpeg)).status}`).toBe(
            `${who} ${path}: ${status}`,
          );
      }
    });

    it('takes a browser’s upload with the session cookie only when the browser shows it comes from the site', async () => {
      const signIn = await fetch(`${system.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `${SUBNET}.201.1` },
        body: JSON.stringify({ email: 'exporter@example.com', password: PASSWORD }),
      });
      const cookie = signIn.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      expect(cookie).toMatch(/=/);
      const jpeg = await picture('jpeg', 300, 300);
      const withHeaders = (headers: Record<string, string>) =>
        upload(null, '/api/my-exporter/logo', jpeg, { headers: { cookie, ...headers } });
      // A form another site posts carries the cookie too (multipart needs no preflight).
      const crossSite: Record<string, string>[] = [
        {},
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example' },
      ];
      for (const headers of crossSite) {
        const refused = await withHeaders(headers);
        expect([JSON.stringify(headers), refused.status, refused.body.reason]).toEqual([
          JSON.stringify(headers),
          403,
          'CROSS_SITE_REQUEST',
        ]);
      }
      expect((await withHeaders({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
      expect((await withHeaders({ origin: 'http://localhost:8080' })).status).toBe(200);
    });

    it('answers an account without a profile 404 EXPORTER_PROFILE_NOT_FOUND', async () => {
      const answer = await upload(profileless, '/api/my-exporter/logo', await picture('png', 100, 100));
      expect([answer.status, answer.body.reason]).toEqual([404, 'EXPORTER_PROFILE_NOT_FOUND']);
    });

    it("answers another exporter's product like one that does not exist: 404, same body, nothing changed", async () => {
      const png = await picture('png', 400, 300);
      const imageOf = () =>
        scalar('SELECT image_url AS n FROM catalog.products WHERE id = $1', [rivalProductId]);
      const before = await imageOf();
      const others = await upload(exporter, `/api/my-exporter/products/${rivalProductId}/image`, png);
      const missing = await upload(exporter, '/api/my-exporter/products/2147483647/image', png);
      expect([others.status, others.body.reason]).toEqual([404, 'PRODUCT_NOT_FOUND']);
      expect(missing).toEqual(others);
      expect(await imageOf()).toBe(before);
      const bad = await upload(exporter, '/api/my-exporter/products/abc/image', png);
      expectFieldError(bad as never, 'id');
    });
  });

  describe('what is accepted', () => {
    it('stores a JPEG logo as WebP squares of 96 and 192 px, records it, and the public profile shows it', async () => {
      const answer = await upload(exporter, '/api/my-exporter/logo', await picture('jpeg', 1200, 800));
      expect(answer.status).toBe(200);
      const url = answer.body.url!;
      expect(url).toMatch(/^\/media\/logo-[0-9a-f]{32}-192\.webp$/);
      expect(await served(url)).toEqual({
        status: 200,
        type: 'image/webp',
        cache: 'public, max-age=31536000, immutable',
        etag: expect.stringMatching(/^"logo-/),
        image: 'webp 192x192',
      });
      expect((await served(url.replace('-192.webp', '-96.webp'))).image).toBe('webp 96x96');
      expect(mediaSrcSet(url)).toBe(`${url.replace('-192.webp', '-96.webp')} 96w, ${url} 192w`);
      expect(await scalar('SELECT logo_url AS n FROM catalog.exporters WHERE id = $1', [exporterId])).toBe(
        url,
      );
      expect(
        await scalar(
          `SELECT count(*)::int AS n FROM catalog.outbox WHERE subject = 'catalog.exporter.updated'
           AND envelope->'data'->>'logoUrl' = $1`,
          [url],
        ),
      ).toBe(1);
      // The catalogue's cache drops the profile on the event.
      await eventually(
        async () => (await call(null, 'GET', `/api/exporters/${exporterId}`)).body.logoUrl === url,
        5000,
      );
    });

    it('stores a PNG product picture as WebP 320 and 640 px wide in the card’s 16:10 frame, named by its content', async () => {
      const png = await picture('png', 900, 900);
      const answer = await upload(exporter, `/api/my-exporter/products/${productId}/image`, png, {
        name: 'bag.png',
        type: 'image/png',
      });
      expect(answer.status).toBe(200);
      const url = answer.body.url!;
      expect(url).toMatch(/^\/media\/product-[0-9a-f]{32}-640\.webp$/);
      expect((await served(url)).image).toBe('webp 640x400');
      expect((await served(url.replace('-640.webp', '-320.webp'))).image).toBe('webp 320x200');
      expect(await scalar('SELECT image_url AS n FROM catalog.products WHERE id = $1', [productId])).toBe(
        url,
      );
      // The same file again is the same name: stored once, cached forever.
      const again = await upload(exporter, `/api/my-exporter/products/${productId}/image`, png);
      expect(again.body.url).toBe(url);
      await eventually(async () => {
        const products = (
          await call<{ id: number; imageUrl: string }[]>(null, 'GET', `/api/exporters/${exporterId}/products`)
        ).body;
        return products.find((p) => p.id === productId)?.imageUrl === url;
      }, 5000);
    });

    it('takes a 4 MB photo: uploads are not held to the 1 MB of JSON bodies', async () => {
      const photo = await sharp({
        create: {
          width: 2200,
          height: 2200,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 50 },
        },
      })
        .jpeg({ quality: 95 })
        .toBuffer();
      expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
      const answer = await upload(exporter, `/api/my-exporter/products/${productId}/image`, photo);
      expect(answer.status).toBe(200);
      expect((await served(answer.body.url!)).image).toBe('webp 640x400');
    });

    it('takes a WebP whatever its name and declared type say', async () => {
      const answer = await upload(exporter, '/api/my-exporter/logo', await picture('webp', 300, 500), {
        name: 'logo.gif',
        type: 'application/octet-stream',
      });
      expect(answer.status).toBe(200);
      expect((await served(answer.body.url!)).image).toBe('webp 192x192');
    });
  });

  describe('what is refused', () => {
    it('refuses a text file named .png with image/png: 400 naming file, nothing recorded', async () => {
      const before = await scalar('SELECT logo_url AS n FROM catalog.exporters WHERE id = $1', [exporterId]);
      const answer = await upload(
        exporter,
        '/api/my-exporter/logo',
        Buffer.from('not a picture at all\n'.repeat(50)),
        {
          name: 'logo.png',
          type: 'image/png',
        },
      );
      expectFieldError(answer as never, 'file', MEDIA_MESSAGES.unsupported);
      expect(await scalar('SELECT logo_url AS n FROM catalog.exporters WHERE id = $1', [exporterId])).toBe(
        before,
      );
    });

    it('refuses an SVG, a GIF and a JPEG cut short the same way', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
      const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } })
        .gif()
        .toBuffer();
      const jpeg = await picture('jpeg', 800, 600);
      for (const bytes of [svg, gif, jpeg.subarray(0, 400)])
        expectFieldError(
          (await upload(exporter, '/api/my-exporter/logo', bytes)) as never,
          'file',
          MEDIA_MESSAGES.unsupported,
        );
    });

    it('refuses a file over 5 MB with 413 naming file', async () => {
      const six = Buffer.alloc(6 * 1024 * 1024, 0xab);
      const answer = await upload(exporter, '/api/my-exporter/logo', six);
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({
        reason: 'BODY_TOO_LARGE',
        message: MEDIA_MESSAGES.tooLarge,
        details: [{ field: 'file', messages: [MEDIA_MESSAGES.tooLarge] }],
      });
    });

    it('asks for the file when none comes in the field "file" (another field, or JSON)', async () => {
      const jpeg = await picture('jpeg', 100, 100);
      expectFieldError(
        (await upload(exporter, '/api/my-exporter/logo', jpeg, { field: 'image' })) as never,
        'file',
        MEDIA_MESSAGES.required,
      );
      expectFieldError(
        (await call(exporter, 'POST', '/api/my-exporter/logo', {})) as never,
        'file',
        MEDIA_MESSAGES.required,
      );
    });

    it('still answers a multipart body 415 on every other route', async () => {
      const answer = await upload(exporter, '/api/contact-requests', await picture('jpeg', 10, 10));
      expect([answer.status, answer.body.reason]).toEqual([415, 'UNSUPPORTED_CONTENT']);
    });
  });

  describe('several pictures per product: uploaded while the product is written, the first the cover', () => {
    const pictures = '/api/my-exporter/product-images';
    interface Pictured {
      id: number;
      imageUrl: string | null;
      images: string[];
    }
    const imagesOf = async (id: number) =>
      (await db.query('SELECT images FROM catalog.products WHERE id = $1', [id])).rows[0]?.images;

    beforeAll(async () => {
      // No plan limit in the way of the products these tests add.
      await db.query("UPDATE catalog.exporters SET plan = 'enterprise' WHERE id = $1", [exporterId]);
    });

    it('refuses visitors (401), buyers and administrators (403) and accounts without a profile (404)', async () => {
      const jpeg = await picture('jpeg', 200, 200);
      const answers = [];
      for (const token of [null, buyer, admin, profileless]) {
        const answer = await upload(token, pictures, jpeg);
        answers.push([answer.status, answer.body.url]);
      }
      expect(answers).toEqual([
        [401, undefined],
        [403, undefined],
        [403, undefined],
        [404, undefined],
      ]);
    });

    it('stores a picture without recording it, then adds, reorders and removes pictures with the product', async () => {
      const before = await scalar('SELECT count(*)::int AS n FROM catalog.products');
      const first = await upload(exporter, pictures, await picture('jpeg', 800, 600));
      const second = await upload(exporter, pictures, await picture('png', 600, 800), { type: 'image/png' });
      expect([first.status, second.status]).toEqual([201, 201]);
      const [a, b] = [first.body.url!, second.body.url!];
      expect(a).toMatch(/^\/media\/product-[0-9a-f]{32}-640\.webp$/);
      expect(a).not.toBe(b);
      expect((await served(b)).image).toBe('webp 640x400');
      expect(await scalar('SELECT count(*)::int AS n FROM catalog.products')).toBe(before);

      const added = await call<Pictured>(exporter, 'POST', '/api/my-exporter/products', {
        name: 'Kidskin gloves',
        categoryId: await scalar('SELECT min(id) AS n FROM catalog.categories'),
        images: [b, a],
      });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ imageUrl: b, images: [b, a] });
      const path = `/api/my-exporter/products/${added.body.id}`;
      await eventually(async () => {
        const shown = (await call<Pictured[]>(null, 'GET', `/api/exporters/${exporterId}/products`)).body;
        return JSON.stringify(shown.find((p) => p.id === added.body.id)?.images) === JSON.stringify([b, a]);
      }, 5000);

      const reordered = await call<Pictured>(exporter, 'PATCH', path, { images: [a, b] });
      expect(reordered.body).toMatchObject({ imageUrl: a, images: [a, b] });
      // The spec's single field replaces the cover and keeps the rest.
      const c = (await upload(exporter, pictures, await picture('webp', 500, 500), { type: 'image/webp' }))
        .body.url!;
      expect((await call<Pictured>(exporter, 'PATCH', path, { imageUrl: c })).body.images).toEqual([c, b]);
      // A picture uploaded on the product's card becomes its cover the same way.
      const d = (await upload(exporter, `${path}/image`, await picture('jpeg', 300, 400))).body.url!;
      expect(await imagesOf(added.body.id)).toEqual([d, b]);
      const removed = await call<Pictured>(exporter, 'PATCH', path, { images: [] });
      expect(removed.body).toMatchObject({ imageUrl: null, images: [] });
      expect((await call(exporter, 'DELETE', path)).status).toBe(204);
    });

    it('refuses another host’s picture, a ninth or a repeated one, naming images; nothing stored changes', async () => {
      const own = (i: number) => `/media/product-${String(i).repeat(16)}-640.webp`;
      const added = await call<Pictured>(exporter, 'POST', '/api/my-exporter/products', {
        name: 'Cricket pads',
        categoryId: await scalar('SELECT min(id) AS n FROM catalog.categories'),
        images: [own(1)],
      });
      const path = `/api/my-exporter/products/${added.body.id}`;
      for (const images of [
        ['https://tracker.example/pixel.gif'],
        [own(1), '//tracker.example/media/product-0123456789abcdef-640.webp'],
        Array.from({ length: 9 }, (_, i) => own(i + 1)),
        [own(2), own(2)],
        'not a list',
      ]) {
        expectFieldError(
          (await call(exporter, 'PATCH', path, { images })) as never,
          'images',
          PRODUCT_MESSAGES.images,
        );
      }
      expect(await imagesOf(added.body.id)).toEqual([own(1)]);
      expect((await call(exporter, 'DELETE', path)).status).toBe(204);
    });
  });

  describe('/media', () => {
    it('answers a repeated request by its ETag with 304, and unknown or malformed names 404', async () => {
      const url = String(
        await scalar('SELECT logo_url AS n FROM catalog.exporters WHERE id = $1', [exporterId]),
      );
      const etag = (await fetch(`${system.base}${url}`)).headers.get('etag')!;
      expect((await fetch(`${system.base}${url}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
      for (const name of [
        `logo-${'0'.repeat(32)}-192.webp`,
        'x.webp',
        '..%2F..%2Fpackage.json',
        'logo-abc-192.png',
      ])
        expect(`${name}: ${(await fetch(`${system.base}/media/${name}`)).status}`).toBe(`${name}: 404`);
    });

    it('serves the demo directory’s pictures: every seeded exporter has a logo and every product a picture', async () => {
      expect(await scalar('SELECT count(*)::int AS n FROM catalog.exporters WHERE logo_url IS NULL')).toBe(0);
      expect(await scalar('SELECT count(*)::int AS n FROM catalog.products WHERE image_url IS NULL')).toBe(0);
      // Each told the read models and caches (catalog.exporter.updated with the logo).
      expect(
        await scalar(
          `SELECT count(DISTINCT envelope->'data'->>'id')::int AS n FROM catalog.outbox
           WHERE subject = 'catalog.exporter.updated' AND envelope->'data'->>'logoUrl' LIKE '/media/logo-%'`,
        ),
      ).toBe(await scalar('SELECT count(*)::int AS n FROM catalog.exporters'));
      const picture = String(
        await scalar('SELECT image_url AS n FROM catalog.products ORDER BY id DESC LIMIT 1'),
      );
      expect((await served(picture)).image).toBe('webp 640x400');
      // Pictures are shared per category and variant, not made per product.
      expect(
        await scalar('SELECT count(DISTINCT image_url)::int AS n FROM catalog.products'),
      ).toBeLessThanOrEqual(18 * 3 + 2);
    });
  });

  describe('S3-compatible storage (MEDIA_STORAGE=s3, against an in-process s3rver)', () => {
    let s3rver: { run(): Promise<unknown>; close(): Promise<void> };
    let s3Gateway: BuiltSystem;
    let endpoint: string;

    beforeAll(async () => {
      const port = await freePort();
      endpoint = `http://127.0.0.1:${port}`;
      // s3rver ships no types.
      const { default: S3rver } = (await import('s3rver' as string)) as {
        default: new (options: object) => typeof s3rver;
      };
      s3rver = new S3rver({
        address: '127.0.0.1',
        port,
        silent: true,
        directory: mkdtempSync(join(tmpdir(), 'ped-s3rver-')),
        configureBuckets: [{ name: 'ped-media' }],
      });
      await s3rver.run();
      // A second gateway on the same services, its images in the bucket.
      s3Gateway = await startBuiltSystem(testEnv.env, [], {
        MEDIA_STORAGE: 's3',
        MEDIA_S3_ENDPOINT: endpoint,
        MEDIA_S3_BUCKET: 'ped-media',
        MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
        MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
      });
    }, 60_000);

    afterAll(async () => {
      await s3Gateway?.stop();
      await s3rver?.close();
    });

    it('stores the widths as objects (image/webp, a year’s cache) and serves them through the gateway', async () => {
      const jpeg = await picture('jpeg', 640, 480);
      // Each test gateway signs with keys of its own: sign in through this one.
      const signedIn = await gatewayCalls(() => s3Gateway.base, SUBNET, PASSWORD).tokenOf('/api/auth/login', {
        email: 'exporter@example.com',
        password: PASSWORD,
      });
      const answer = await upload(signedIn, `/api/my-exporter/products/${productId}/image`, jpeg, {
        base: s3Gateway.base,
      });
      expect(answer.status).toBe(200);
      const url = answer.body.url!;
      expect(await served(url, s3Gateway.base)).toEqual({
        status: 200,
        type: 'image/webp',
        cache: 'public, max-age=31536000, immutable',
        etag: expect.stringMatching(/^"product-/),
        image: 'webp 640x400',
      });
      expect((await served(url.replace('-640.webp', '-320.webp'), s3Gateway.base)).image).toBe(
        'webp 320x200',
      );
      const client = new S3Client({
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      const object = await client.send(
        new HeadObjectCommand({ Bucket: 'ped-media', Key: url.slice('/media/'.length) }),
      );
      client.destroy();
      expect([object.ContentType, object.CacheControl]).toEqual([
        'image/webp',
        'public, max-age=31536000, immutable',
      ]);
      // Not on disk: the disk gateway does not have it.
      expect((await served(url)).status).toBe(404);
      expect(
        (await served('/media/logo-0123456789abcdef0123456789abcdef-192.webp', s3Gateway.base)).status,
      ).toBe(404);
    });
  });
});
