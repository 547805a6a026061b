import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { API_BODY_LIMIT_BYTES, PAYLOAD_TOO_LARGE_MESSAGE } from '@ped/contracts';
import {
  MEDIA_MESSAGES,
  MEDIA_UPLOAD_BODY_LIMIT_BYTES,
  MEDIA_UPLOAD_MAX_BYTES,
} from '@ped/contracts/options';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { freePort, spawnNode, waitForHttp } from '../../../tools/testing/node-process.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

const TOO_LARGE = {
  statusCode: 413,
  code: 'PAYLOAD_TOO_LARGE',
  reason: 'BODY_TOO_LARGE',
  message: PAYLOAD_TOO_LARGE_MESSAGE,
};

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in gateway that records every request it parses off its sockets and answers `answer`'s reply. */
async function recordingUpstream() {
  const received: Received[] = [];
  const upstream = {
    received,
    answer: (_request: Received) =>
      ({ status: 200, body: { ok: true } }) as { status: number; body: unknown },
    server: createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const request = {
          method: req.method!,
          url: req.url!,
          headers: req.headers,
          body: Buffer.concat(chunks).toString(),
        };
        received.push(request);
        const { status, body } = upstream.answer(request);
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    }) as Server,
    url: '',
  };
  await new Promise<void>((resolve) => upstream.server.listen(0, '127.0.0.1', resolve));
  const address = upstream.server.address();
  upstream.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return upstream;
}

/** The built edge as a real process; `output()` is its log (LOG_LEVEL info: warnings included). */
async function startEdge(env: Record<string, string>) {
  const port = await freePort();
  const edge = spawnNode('services/edge/dist/main.js', {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'info',
    // Pages rendered afresh (the page cache is tested with the real gateway: catalog-cache.int-spec.ts).
    PAGE_CACHE_TTL_SECONDS: '0',
    ...env,
  } as Record<string, string>);
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/healthz`, edge);
  return { port, base, output: edge.output, stop: edge.stop };
}

/**
 * Writes `parts` to a raw TCP connection (each after the previous one is flushed, stopping once an answer
 * arrives) and returns everything the server sent until it closed the connection or `waitMs` passed.
 */
function rawExchange(port: number, parts: (string | Buffer)[], waitMs = 5000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', finish);
    socket.on('error', () => undefined); // the edge may close while an upload is still being written
    socket.on('connect', async () => {
      for (const part of parts) {
        if (answer || socket.destroyed) return;
        if (!socket.write(part)) await new Promise((drained) => socket.once('drain', drained));
      }
    });
  });
}

/** Status, headers and JSON body of a raw HTTP/1.1 answer (the first one: any further answer stays in `rest`). */
function parseAnswer(raw: string) {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  const length = Number(headers['content-length'] ?? 0);
  const body = rest.join('\r\n\r\n');
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    json: JSON.parse(body.slice(0, length) || 'null') as unknown,
    rest: body.slice(length),
  };
}

const requestHead = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/**
 * A gzip body whose compressed length N is also the length of its first inflated part: an edge that inflates it and
 * forwards it with the client's `Content-Length: N` puts `smuggled` on the gateway's socket as a request of its own.
 */
function smugglingGzip(smuggled: string): Buffer {
  for (let n = 40; n < 400; n++) {
    const body = gzipSync(`${'a'.repeat(n)}${smuggled}`);
    if (body.length === n) return body;
  }
  throw new Error('no fixed point');
}

describe('edge: /api in front of a recording upstream', () => {
  let upstream: Awaited<ReturnType<typeof recordingUpstream>>;
  let edge: Awaited<ReturnType<typeof startEdge>>;

  beforeAll(async () => {
    upstream = await recordingUpstream();
    edge = await startEdge({ GATEWAY_URL: upstream.url, GATEWAY_TIMEOUT_MS: '1000' });
  });
  beforeEach(() => {
    upstream.received.length = 0;
    upstream.answer = () => ({ status: 200, body: { ok: true } });
  });
  afterAll(async () => {
    await edge?.stop();
    upstream?.server.closeAllConnections();
    upstream?.server.close();
  });

  it("forwards /sitemap.xml to the gateway's /api/sitemap.xml and passes its answer on", async () => {
    upstream.answer = () => ({ status: 200, body: { sitemap: true } });
    const response = await fetch(`${edge.base}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sitemap: true });
    expect(upstream.received.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /api/sitemap.xml']);
    expect(upstream.received[0]!.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('refuses a gzip-encoded body with 415 and passes nothing on', async () => {
    const body = gzipSync(
      JSON.stringify({ name: 'Omar', email: 'omar@example.com', message: 'Hello there' }),
    );
    const raw = await rawExchange(edge.port, [
      requestHead([
        'POST /api/contact HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        'Content-Encoding: gzip',
        `Content-Length: ${body.length}`,
      ]),
      body,
    ]);
    const answer = parseAnswer(raw);
    expect(answer.status).toBe(415);
    expect(answer.json).toMatchObject({
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      reason: 'UNSUPPORTED_CONTENT',
    });
    await settle();
    expect(upstream.received).toEqual([]);
  });

  it('refuses a gzip body that would inflate into a second request: the upstream sees no request at all', async () => {
    const smuggled = requestHead(['GET /api/admin/smuggled HTTP/1.1', 'Host: gateway']);
    const body = smugglingGzip(smuggled);
    const raw = await rawExchange(edge.port, [
      requestHead([
        'POST /api/contact HTTP/1.1',
        'Host: localhost',
        'Content-Type: text/plain',
        'Content-Encoding: gzip',
        `Content-Length: ${body.length}`,
      ]),
      body,
    ]);
    expect(parseAnswer(raw).status).toBe(415);
    await settle();
    expect(upstream.received.map((r) => r.url)).toEqual([]);
  });

  it('answers 413 at once to a Content-Length over the limit, then drops the upload and keeps the connection', async () => {
    const socket = connect(edge.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const answered = (count: number) =>
      eventuallyTrue(() => received.split('HTTP/1.1 ').length - 1 >= count, 2000);
    try {
      socket.write(
        requestHead([
          'POST /api/contact HTTP/1.1',
          'Host: localhost',
          'Content-Type: application/json',
          `Content-Length: ${API_BODY_LIMIT_BYTES + 1}`,
        ]),
      );
      await answered(1); // before any of the body is sent
      const first = parseAnswer(received);
      expect([first.status, first.json]).toEqual([413, TOO_LARGE]);
      expect(first.headers.connection).not.toBe('close');
      // The body the client was sending is read and dropped; the next request on the connection is answered.
      socket.write(Buffer.alloc(API_BODY_LIMIT_BYTES + 1, 'x'));
      socket.write(requestHead(['GET /api/health HTTP/1.1', 'Host: localhost']));
      await answered(2);
      expect(parseAnswer(received.slice(received.lastIndexOf('HTTP/1.1 '))).status).toBe(200);
      expect(upstream.received.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /api/health']);
    } finally {
      socket.destroy();
    }
  });

  it('answers 413 at once and closes to a Content-Length past what it reads to drop', async () => {
    const started = Date.now();
    const raw = await rawExchange(edge.port, [
      requestHead([
        'POST /api/contact HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        `Content-Length: ${64 * 1024 * 1024}`,
      ]),
      // no body is ever sent
    ]);
    const answer = parseAnswer(raw);
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual(TOO_LARGE);
    expect(answer.headers.connection).toBe('close');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(upstream.received).toEqual([]);
  });

  it('answers 413 to a chunked upload once it streams past the limit', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    // Just past the limit (17 × 64 KiB = 1.06 MiB), then silence: the request is never terminated, so only
    // the limit can end it. Writing on after the answer would race the edge's close (a reset can discard
    // the answer in the client's own receive queue), which is a test artefact, not the edge's behaviour.
    const chunks = Array.from({ length: 17 }, () =>
      Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
    );
    const raw = await rawExchange(edge.port, [
      requestHead([
        'POST /api/contact HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
      ]),
      ...chunks,
    ]);
    const answer = parseAnswer(raw);
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual(TOO_LARGE);
    await settle();
    expect(upstream.received).toEqual([]);
  });

  it('forwards a chunked body as one Content-Length-framed body', async () => {
    const raw = await rawExchange(edge.port, [
      requestHead([
        'POST /api/contact HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
        'Connection: close',
      ]),
      '7\r\n{"a":1}\r\n0\r\n\r\n',
    ]);
    expect(parseAnswer(raw).status).toBe(200);
    expect(upstream.received).toHaveLength(1);
    expect(upstream.received[0]!.body).toBe('{"a":1}');
    expect(upstream.received[0]!.headers['content-length']).toBe('7');
    expect(upstream.received[0]!.headers['transfer-encoding']).toBeUndefined();
  });

  it('forwards a body sent after "Expect: 100-continue" (curl sends it for larger bodies)', async () => {
    const raw = await rawExchange(edge.port, [
      requestHead([
        'POST /api/contact HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        'Content-Length: 7',
        'Expect: 100-continue',
        'Connection: close',
      ]) + '{"a":1}',
    ]);
    expect(parseAnswer(raw.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '')).status).toBe(200);
    expect(upstream.received.map((r) => r.body)).toEqual(['{"a":1}']);
  });

  it("replaces the client's X-Forwarded-For and drops Forwarded / X-Real-IP", async () => {
    const response = await fetch(`${edge.base}/api/categories`, {
      headers: {
        'x-forwarded-for': '203.0.113.7',
        'x-real-ip': '203.0.113.8',
        forwarded: 'for=203.0.113.9',
        'x-forwarded-host': 'evil.example',
      },
    });
    expect(response.status).toBe(200);
    const { headers } = upstream.received[0]!;
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-real-ip']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-forwarded-host']).toBeUndefined();
  });

  it("passes the gateway's 4xx and 5xx answers through unchanged, once, without retrying", async () => {
    const refusal = { statusCode: 422, code: 'VALIDATION_FAILED', message: 'No' };
    upstream.answer = () => ({ status: 422, body: refusal });
    const refused = await fetch(`${edge.base}/api/contact`, { method: 'POST', body: '{}' });
    expect([refused.status, await refused.json()]).toEqual([422, refusal]);

    const down = { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'catalog is down' };
    upstream.answer = () => ({ status: 503, body: down });
    const unavailable = await fetch(`${edge.base}/api/categories`);
    expect([unavailable.status, await unavailable.json()]).toEqual([503, down]);
    expect(upstream.received).toHaveLength(2);
  });

  it('passes a 5 MB upload on to the two image routes, and only to them', async () => {
    const form = () => {
      const data = new FormData();
      data.append(
        'file',
        new Blob([new Uint8Array(MEDIA_UPLOAD_MAX_BYTES)], { type: 'image/jpeg' }),
        'big.jpg',
      );
      return data;
    };
    for (const path of ['/api/my-exporter/logo', '/api/my-exporter/products/7/image']) {
      const response = await fetch(`${edge.base}${path}`, { method: 'POST', body: form() });
      expect(`${path}: ${response.status}`).toBe(`${path}: 200`);
    }
    expect(upstream.received.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/my-exporter/logo',
      'POST /api/my-exporter/products/7/image',
    ]);
    expect(upstream.received.every((r) => r.body.length > MEDIA_UPLOAD_MAX_BYTES)).toBe(true);
    // Any other route keeps the JSON limit (the head alone: the edge answers before the body and closes).
    const elsewhere = parseAnswer(
      await rawExchange(edge.port, [
        requestHead([
          'POST /api/my-exporter/products HTTP/1.1',
          'Host: localhost',
          'Content-Type: multipart/form-data; boundary=x',
          `Content-Length: ${MEDIA_UPLOAD_MAX_BYTES}`,
        ]),
      ]),
    );
    expect([elsewhere.status, elsewhere.json]).toEqual([413, TOO_LARGE]);
    expect(upstream.received).toHaveLength(2);
  });

  it('refuses a larger upload to an image route 413, naming the file, without passing it on', async () => {
    const raw = await rawExchange(edge.port, [
      requestHead([
        'POST /api/my-exporter/logo HTTP/1.1',
        'Host: localhost',
        'Content-Type: multipart/form-data; boundary=x',
        `Content-Length: ${MEDIA_UPLOAD_BODY_LIMIT_BYTES + 1}`,
      ]),
    ]);
    const answer = parseAnswer(raw);
    expect([answer.status, answer.json]).toEqual([
      413,
      {
        ...TOO_LARGE,
        message: MEDIA_MESSAGES.tooLarge,
        details: [{ field: 'file', messages: [MEDIA_MESSAGES.tooLarge] }],
      },
    ]);
    expect(upstream.received).toEqual([]);
  });

  it('forwards /media/<name> (GET and HEAD) to the gateway', async () => {
    const name = 'logo-0123456789abcdef0123456789abcdef-192.webp';
    expect((await fetch(`${edge.base}/media/${name}`)).status).toBe(200);
    expect((await fetch(`${edge.base}/media/${name}`, { method: 'HEAD' })).status).toBe(200);
    expect(upstream.received.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `GET /media/${name}`,
      `HEAD /media/${name}`,
    ]);
  });

  it("passes on an answer the gateway gives before reading the body, then closing (the gateway's 413)", async () => {
    const early = createServer((req, res) => {
      res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
      res.end(JSON.stringify(TOO_LARGE), () => req.socket.destroy());
    });
    await new Promise<void>((resolve) => early.listen(0, '127.0.0.1', resolve));
    const address = early.address();
    const earlyEdge = await startEdge({
      GATEWAY_URL: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    });
    try {
      const body = JSON.stringify({ message: 'x'.repeat(API_BODY_LIMIT_BYTES - 100) });
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${earlyEdge.base}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        expect([response.status, await response.json()]).toEqual([413, TOO_LARGE]);
      }
      expect(earlyEdge.output()).not.toMatch(/already sent|gateway gave no answer/i);
    } finally {
      await earlyEdge.stop();
      early.closeAllConnections();
      early.close();
    }
  });

  it('answers 504 when the gateway does not answer in time', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const slowEdge = await startEdge({
      GATEWAY_URL: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      GATEWAY_TIMEOUT_MS: '300',
    });
    try {
      const response = await fetch(`${slowEdge.base}/api/categories`);
      expect([response.status, response.headers.get('retry-after')]).toEqual([504, '5']);
      expect(await response.json()).toMatchObject({ statusCode: 504, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await slowEdge.stop();
      silent.closeAllConnections();
      silent.close();
    }
  });
});

describe('edge: several gateways (GATEWAY_URL a list)', () => {
  const upstreams: Awaited<ReturnType<typeof recordingUpstream>>[] = [];
  let edge: Awaited<ReturnType<typeof startEdge>>;
  let downPort: number;

  beforeAll(async () => {
    upstreams.push(await recordingUpstream(), await recordingUpstream());
    downPort = await freePort();
    // The second is a port nobody listens on: a gateway that died.
    edge = await startEdge({
      GATEWAY_URL: `${upstreams[0]!.url},http://127.0.0.1:${downPort},${upstreams[1]!.url}`,
      GATEWAY_TIMEOUT_MS: '1000',
    });
  });
  afterAll(async () => {
    await edge?.stop();
    for (const upstream of upstreams) {
      upstream.server.closeAllConnections();
      upstream.server.close();
    }
  });

  it('spreads requests over the gateways that answer, and sends what one refuses to another, writes included', async () => {
    const answers = [];
    for (let i = 0; i < 30; i += 1) {
      const read = await fetch(`${edge.base}/api/categories?i=${i}`);
      const write = await fetch(`${edge.base}/api/contact`, { method: 'POST', body: `{"i":${i}}` });
      answers.push(read.status, write.status);
    }
    expect(new Set(answers)).toEqual(new Set([200]));
    const [first, second] = upstreams.map((upstream) => upstream.received);
    // Every write reached one gateway exactly once.
    const writes = [...first!, ...second!].filter((request) => request.method === 'POST').map((r) => r.body);
    expect(writes.sort()).toEqual(Array.from({ length: 30 }, (_, i) => `{"i":${i}}`).sort());
    expect(first!.length).toBeGreaterThan(10);
    expect(second!.length).toBeGreaterThan(10);
  });

  it('answers 503 with Retry-After when no gateway answers', async () => {
    const noneUp = await startEdge({
      GATEWAY_URL: `http://127.0.0.1:${downPort},http://127.0.0.1:${await freePort()}`,
    });
    try {
      const response = await fetch(`${noneUp.base}/api/contact`, { method: 'POST', body: '{}' });
      expect([response.status, response.headers.get('retry-after')]).toEqual([503, '5']);
    } finally {
      await noneUp.stop();
    }
  });

  it('refuses a GATEWAY_URL list with anything but origins in it', async () => {
    const port = await freePort();
    const edge = spawnNode('services/edge/dist/main.js', {
      ...process.env,
      PORT: String(port),
      GATEWAY_URL: 'http://127.0.0.1:3000,gateway:3000',
    } as Record<string, string>);
    await eventuallyTrue(() => edge.output().includes('GATEWAY_URL must be'));
    await edge.stop();
  });
});

describe('edge: slow and greedy clients (issue 32)', () => {
  let upstream: Awaited<ReturnType<typeof recordingUpstream>>;
  let edge: Awaited<ReturnType<typeof startEdge>>;

  beforeAll(async () => {
    upstream = await recordingUpstream();
    edge = await startEdge({
      GATEWAY_URL: upstream.url,
      MAX_CONNECTIONS_PER_ADDRESS: '3',
      CLIENT_HEADERS_TIMEOUT_MS: '1000',
      CLIENT_REQUEST_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await edge?.stop();
    upstream?.server.closeAllConnections();
    upstream?.server.close();
  });

  /** A client that sends `head` and then one byte of `trickle` every 200 ms; resolves when the edge hangs up. */
  const trickling = (head: string, trickle: string) =>
    new Promise<{ heldMs: number; answer: string }>((resolve) => {
      const started = Date.now();
      const socket = connect(edge.port, '127.0.0.1');
      let answer = '';
      let sent = 0;
      const timer = setInterval(() => {
        if (sent < trickle.length) socket.write(trickle[sent++]!);
      }, 200);
      socket.on('connect', () => socket.write(head));
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ heldMs: Date.now() - started, answer });
      });
    });
  /** A connection from `from` (a loopback address of its own: the harness's own calls come from 127.0.0.1). */
  const openSocket = (from = '127.0.0.2') =>
    new Promise<import('node:net').Socket>((resolve) => {
      const socket = connect({ port: edge.port, host: '127.0.0.1', localAddress: from }, () =>
        resolve(socket),
      );
      socket.on('error', () => undefined);
    });
  const closedSoon = (socket: import('node:net').Socket) =>
    new Promise<boolean>((resolve) => {
      if (socket.destroyed) return resolve(true);
      const timer = setTimeout(() => resolve(false), 1000);
      socket.once('close', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });

  it('hangs up on a client that trickles its headers, once their time is up, with 408', async () => {
    const { heldMs, answer } = await trickling('GET /api/health HTTP/1.1\r\n', `X-Slow: ${'a'.repeat(200)}`);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(heldMs).toBeLessThan(1000 + 1000 + 500);
    expect(upstream.received).toEqual([]);
  });

  it('hangs up on a client that trickles its body, once the request time is up, passing nothing on', async () => {
    const head = requestHead([
      'POST /api/contact HTTP/1.1',
      'Host: localhost',
      'Content-Type: application/json',
      'Content-Length: 500',
    ]);
    const { heldMs } = await trickling(head, 'x'.repeat(500));
    expect(heldMs).toBeLessThan(2000 + 1000 + 500);
    expect(upstream.received).toEqual([]);
  });

  /** A kept-alive connection that has had one answer (idle now, as a browser's between requests). */
  const keptAlive = async (from?: string) => {
    const socket = await openSocket(from);
    const answered = new Promise((resolve) => socket.once('data', resolve));
    socket.write(requestHead(['GET /healthz HTTP/1.1', 'Host: localhost']));
    await answered;
    return socket;
  };

  it('holds at most MAX_CONNECTIONS_PER_ADDRESS connections from one address: the next is closed at once, and a freed one can be reused', async () => {
    const held = [await keptAlive(), await keptAlive(), await keptAlive()];
    const extra = await openSocket();
    expect(await closedSoon(extra)).toBe(true);
    expect(await Promise.all(held.map(closedSoon))).toEqual([false, false, false]);
    // Another address is not held back by this one.
    const neighbour = await keptAlive('127.0.0.3');
    held[0]!.destroy();
    await settle();
    const again = await keptAlive();
    expect(await closedSoon(again)).toBe(false);
    for (const socket of [...held, neighbour, again]) socket.destroy();
  });
});

describe('edge: /api/live, a long-lived event stream', () => {
  let edge: Awaited<ReturnType<typeof startEdge>>;
  let server: Server;
  const streams = new Set<import('node:http').ServerResponse>();
  let closed = 0;

  beforeAll(async () => {
    // A stand-in gateway: /api/live answers an event stream it writes to on demand; anything else, JSON.
    server = createServer((req, res) => {
      if (req.url !== '/api/live') return void res.writeHead(200).end('{"ok":true}');
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
      res.write('id: 1\nevent: message\ndata: {"n":1}\n\n');
      streams.add(res);
      res.on('close', () => {
        streams.delete(res);
        closed += 1;
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    edge = await startEdge({ GATEWAY_URL: `http://127.0.0.1:${port}`, GATEWAY_TIMEOUT_MS: '1000' });
  });
  afterAll(async () => {
    await edge?.stop();
    server?.closeAllConnections();
    server?.close();
  });

  const open = async () => {
    const controller = new AbortController();
    const response = await fetch(`${edge.base}/api/live`, {
      headers: { 'accept-encoding': 'br, gzip' },
      signal: controller.signal,
    });
    return { response, reader: response.body!.getReader(), abort: () => controller.abort() };
  };
  const text = async (reader: ReadableStreamDefaultReader<Uint8Array>) =>
    new TextDecoder().decode((await reader.read()).value);

  it('passes each event on as it comes, uncompressed, past the API timeout', async () => {
    const { response, reader, abort } = await open();
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await text(reader)).toBe('id: 1\nevent: message\ndata: {"n":1}\n\n');
    // Longer than GATEWAY_TIMEOUT_MS (1 s) without a byte: a live stream is not timed out like an API call.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const stream of streams) stream.write('id: 2\nevent: message\ndata: {"n":2}\n\n');
    expect(await text(reader)).toBe('id: 2\nevent: message\ndata: {"n":2}\n\n');
    abort();
  });

  it('keeps API calls answering while many streams are open, and closes a stream upstream when its browser leaves', async () => {
    // More streams than the proxy's default pool of 128 connections to the gateway.
    const opened = await Promise.all(Array.from({ length: 140 }, open));
    expect(opened.every(({ response }) => response.status === 200)).toBe(true);
    const call = await fetch(`${edge.base}/api/health`);
    expect(await call.json()).toEqual({ ok: true });
    const before = closed;
    for (const { abort } of opened) abort();
    await eventuallyTrue(() => closed - before === 140);
  });
});

async function eventuallyTrue(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('edge: /api in front of the real gateway', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let edge: Awaited<ReturnType<typeof startEdge>>;

  beforeAll(async () => {
    testEnv = await createTestEnv('edge');
    system = await startBuiltSystem(testEnv.env, ['messaging']);
    edge = await startEdge({ GATEWAY_URL: system.base });
  }, 60_000);
  afterAll(async () => {
    await edge?.stop();
    await system?.stop();
    await testEnv?.dispose();
  });

  const post = (base: string, body: string) =>
    fetch(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('forwards a contact message intact', async () => {
    const message = {
      name: 'Omar Farooq',
      email: 'omar@example.com',
      subject: 'Hi',
      message: 'How long does verification take?',
    };
    const response = await post(edge.base, JSON.stringify(message));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ id: expect.any(Number) });
  });

  it("answers a 3 MB JSON body 413 with the gateway's body, once", async () => {
    const body = JSON.stringify({ message: 'x'.repeat(3_000_000) });
    const response = await post(edge.base, body);
    // TOO_LARGE is word for word the gateway's own 413. Sent whole: the edge answers before reading the body, then
    // reads it and drops it, so the client is never reset mid-upload (the gateway behind it closes instead, as
    // hostile-input.int-spec.ts shows).
    expect([response.status, await response.json()]).toEqual([413, TOO_LARGE]);
    expect(edge.output()).not.toMatch(/already sent/i);
  });

  it("passes the gateway's own refusals through unchanged", async () => {
    for (const body of ['{"name":""}', '{not json']) {
      const [direct, viaEdge] = [await post(system.base, body), await post(edge.base, body)];
      expect(viaEdge.status).toBe(direct.status);
      expect(await viaEdge.json()).toEqual(await direct.json());
    }
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After while the gateway is down', async () => {
    const downEdge = await startEdge({ GATEWAY_URL: `http://127.0.0.1:${await freePort()}` });
    try {
      const response = await fetch(`${downEdge.base}/api/categories`);
      expect([response.status, response.headers.get('retry-after')]).toEqual([503, '5']);
      expect(await response.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await downEdge.stop();
    }
  });
});

describe('edge: pages', () => {
  const inline = "document.documentElement.dataset.boot = 'yes';";
  const bundle = `console.log(${JSON.stringify('a bundle '.repeat(200))});`;
  const site = {
    contactEmail: 'help@ped.example',
    social: { linkedin: 'https://www.linkedin.com/company/ped' },
  };
  let edge: Awaited<ReturnType<typeof startEdge>>;

  beforeAll(async () => {
    const appsDir = mkdtempSync(join(tmpdir(), 'ped-edge-apps-'));
    mkdirSync(join(appsDir, 'shell', 'dist'), { recursive: true });
    writeFileSync(
      join(appsDir, 'shell', 'dist', 'index.html'),
      `<!doctype html><html><head><script defer src="/main.js"></script></head><body><script>${inline}</script></body></html>`,
    );
    writeFileSync(
      join(appsDir, 'shell', 'dist', 'remotes.json'),
      JSON.stringify({
        catalog_ui: '/remotes/catalog-ui/mf-manifest.json',
        admin_ui: 'https://cdn.example.com/admin/mf-manifest.json',
      }),
    );
    // The build's own site.json, which SITE_FILE replaces.
    writeFileSync(
      join(appsDir, 'shell', 'dist', 'site.json'),
      JSON.stringify({ contactEmail: 'built@example.com' }),
    );
    const siteFile = join(appsDir, 'site.json');
    writeFileSync(siteFile, JSON.stringify(site));
    // A hashed bundle and a remote's entry, each with the brotli copy a production build writes beside it.
    writeFileSync(join(appsDir, 'shell', 'dist', 'app.1a2b3c4d.js'), bundle);
    writeFileSync(join(appsDir, 'shell', 'dist', 'app.1a2b3c4d.js.br'), brotliCompressSync(bundle));
    mkdirSync(join(appsDir, 'catalog-ui', 'dist'), { recursive: true });
    writeFileSync(join(appsDir, 'catalog-ui', 'dist', 'remoteEntry.js'), bundle);
    writeFileSync(join(appsDir, 'catalog-ui', 'dist', 'remoteEntry.js.br'), brotliCompressSync(bundle));
    edge = await startEdge({
      APPS_DIR: appsDir,
      GATEWAY_URL: 'http://127.0.0.1:9',
      PUBLIC_ORIGIN: 'https://ped.example',
      SITE_FILE: siteFile,
    });
  });
  afterAll(async () => edge?.stop());

  it("answers the site's pages 200 and every other page path 404, both with the shell (which shows its 404)", async () => {
    const pages = ['/', '/browse', '/category/rice-grains', '/exporters/42', '/help', '/safety', '/sign-in'];
    for (const path of [...pages, '/sign-in/exporter', '/buyer-login?returnTo=%2F', '/Browse/']) {
      const response = await fetch(`${edge.base}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(await response.text()).toContain(inline);
    }
    for (const path of ['/no/such/page', '/category/rice-grains/more', '/messages/4/more', '/exporters']) {
      const response = await fetch(`${edge.base}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(await response.text()).toContain(inline);
    }
    // Files that do not exist stay a plain 404.
    const missing = await fetch(`${edge.base}/no-such-file.js`);
    expect([missing.status, await missing.text()]).toEqual([404, 'Not Found']);
  });

  it("sends a build's brotli copy as it is to a browser that takes brotli, the file to one that does not", async () => {
    const cases = [
      ['/app.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
      ['/remotes/catalog-ui/remoteEntry.js', 'no-cache'],
    ];
    for (const [path, cacheControl] of cases) {
      const compressed = await fetch(`${edge.base}${path}`, { headers: { 'accept-encoding': 'br' } });
      expect([
        path,
        compressed.headers.get('content-encoding'),
        compressed.headers.get('cache-control'),
      ]).toEqual([path, 'br', cacheControl]);
      expect(await compressed.text()).toBe(bundle); // fetch decodes it
      const plain = await fetch(`${edge.base}${path}`, { headers: { 'accept-encoding': 'identity' } });
      expect([plain.headers.get('content-encoding'), await plain.text()]).toEqual([null, bundle]);
    }
    // The copy is an answer to its file's address, not a file of its own.
    expect((await fetch(`${edge.base}/app.1a2b3c4d.js.br`)).status).toBe(404);
  });

  it('serves robots.txt: the pages may be crawled, the API not, and the sitemap is named on the public origin', async () => {
    const response = await fetch(`${edge.base}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(
      'User-agent: *\nDisallow: /api/\n\nSitemap: https://ped.example/sitemap.xml\n',
    );
  });

  it('serves the site configuration SITE_FILE names as /site.json, no-cache (browsers read it again on every visit)', async () => {
    const response = await fetch(`${edge.base}/site.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual(site);
  });

  it("gives every page a CSP: the remotes' origins, the inline boot script by hash, no framing", async () => {
    for (const path of ['/', '/browse', '/exporters/42']) {
      const csp = (await fetch(`${edge.base}${path}`)).headers.get('content-security-policy') ?? '';
      const hash = createHash('sha256').update(inline).digest('base64');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain(`script-src 'self' https://cdn.example.com 'sha256-${hash}'`);
      expect(csp).toContain("connect-src 'self' https://cdn.example.com");
    }
    expect((await fetch(`${edge.base}/remotes.json`)).headers.get('content-security-policy')).toBeNull();
  });
});

describe("edge: server-rendered pages (the apps' server builds) in front of a stand-in gateway", () => {
  let upstream: Awaited<ReturnType<typeof recordingUpstream>>;
  let edge: Awaited<ReturnType<typeof startEdge>>;

  beforeAll(async () => {
    upstream = await recordingUpstream();
    edge = await startEdge({ GATEWAY_URL: upstream.url, GATEWAY_TIMEOUT_MS: '2000' });
  });
  afterAll(async () => {
    await edge?.stop();
    upstream?.server.closeAllConnections();
    upstream?.server.close();
  });

  it('answers a missing exporter 404 with its rendered page, read from the gateway without cookies', async () => {
    upstream.answer = () => ({
      status: 404,
      body: {
        statusCode: 404,
        code: 'NOT_FOUND',
        reason: 'EXPORTER_NOT_FOUND',
        message: 'Exporter not found',
      },
    });
    const response = await fetch(`${edge.base}/exporters/42`, { headers: { cookie: 'ped_at=secret' } });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('id="ped-ssr"');
    expect(html).toMatch(/<h1[^>]*>Exporter Not Found<\/h1>/);
    const read = upstream.received.find((request) => request.url === '/api/exporters/42');
    expect(read?.method).toBe('GET');
    expect(read?.headers.cookie).toBeUndefined();
  });

  it('leaves a page whose data the gateway could not give (503) to the browser: the shell, 200, no rendered page', async () => {
    upstream.answer = () => ({
      status: 503,
      body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', reason: 'SERVICE_UNAVAILABLE', message: 'Down' },
    });
    const response = await fetch(`${edge.base}/exporters/42`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="ped-ssr"');
  });
});

describe('production builds', () => {
  it('emit no source maps (the edge would serve them under /remotes/*)', async () => {
    const { createAppConfig } = await import('../../../tools/rspack/create-app-config.mjs');
    const dir = join(process.cwd(), 'apps', 'catalog-ui');
    const config = createAppConfig({ dir, app: 'catalog-ui', federationName: 'catalog_ui', exposes: {} });
    expect(config({}, { mode: 'production' }).devtool).toBe(false);
  });
});
