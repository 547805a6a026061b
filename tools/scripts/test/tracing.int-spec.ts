// One request, one trace: a sign-up confirmation sent through the edge is traced through the gateway, across
// NATS into identity and its SQL, and on into the consumers (admin, messaging) of the event it caused, every span
// connected to the request's. The processes export over OTLP/HTTP to a collector played by this test.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { launchBrowser } from '../../../e2e/support/browser.js';
import { signUpLinkToken } from '../../testing/sign-ups.js';
import { createTestEnv, type TestEnv } from '../../testing/test-env.js';
import { freePort, startSystem } from '../lib/system.mjs';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const logDir = join(ROOT, '.tmp', 'tracing-logs', String(Date.now()));

interface Span {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
}
const KIND = { server: 2, client: 3, consumer: 5 };

/** An OTLP/HTTP collector (JSON): keeps every span it is sent, with its process's service.name. */
async function collector() {
  const spans: Span[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as {
        resourceSpans: {
          resource: { attributes: { key: string; value: { stringValue?: string } }[] };
          scopeSpans: { spans: Omit<Span, 'service'>[] }[];
        }[];
      };
      for (const { resource, scopeSpans } of body.resourceSpans) {
        const service = resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '?';
        for (const { spans: sent } of scopeSpans) for (const span of sent) spans.push({ ...span, service });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { spans, url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

describe('tracing: one request, one connected trace', () => {
  let testEnv: TestEnv;
  let system: { url: string; stop(): Promise<void> };
  let otlp: Awaited<ReturnType<typeof collector>>;

  beforeAll(async () => {
    otlp = await collector();
    testEnv = await createTestEnv('tracing', { seeded: true });
    system = await startSystem({
      env: {
        ...testEnv.env,
        // Debug: each handled NATS request is logged, to find the trace's lines.
        LOG_LEVEL: 'debug',
        SMTP_PORT: String(await freePort()),
        OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
      logDir,
      edgePort: await freePort(),
      gatewayPort: await freePort(),
      remotesFile: undefined,
    });
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
    await testEnv?.dispose();
    otlp?.close();
  });

  it('follows a sign-up confirmation from the edge to the consumers of the event it caused', async () => {
    const base = system.url.replace('localhost', '127.0.0.1');
    const email = `traced.${Date.now()}@example.com`;
    const signUp = await fetch(`${base}/api/buyer/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Tariq', lastName: 'Trace', email, password: 'Traced-Multan-2026' }),
    });
    expect(signUp.status).toBe(202);
    // The browser's side of the trace: its id is known, and the edge continues it.
    const traceId = randomBytes(16).toString('hex');
    const browserSpan = randomBytes(8).toString('hex');
    const confirmed = await fetch(`${base}/api/auth/confirm-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-${browserSpan}-01` },
      body: JSON.stringify({ token: await signUpLinkToken(testEnv.databaseUrl, email) }),
    });
    expect(confirmed.status).toBe(200);

    const trace = () => otlp.spans.filter((span) => span.traceId === traceId);
    const consumers = () => trace().filter((span) => span.kind === KIND.consumer);
    const deadline = Date.now() + 20_000;
    while (consumers().length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));

    const spans = trace();
    const services = new Set(spans.map((span) => span.service));
    expect([...services]).toEqual(
      expect.arrayContaining(['admin', 'edge', 'gateway', 'identity', 'messaging']),
    );
    const has = (service: string, kind: number, name: RegExp) =>
      spans.some((span) => span.service === service && span.kind === kind && name.test(span.name));
    expect(has('edge', KIND.server, /^POST \/api\/\*$/)).toBe(true);
    expect(has('gateway', KIND.server, /^POST \/api\/auth\/confirm-email$/)).toBe(true);
    expect(has('gateway', KIND.client, /^nats request identity\./)).toBe(true);
    expect(has('identity', KIND.server, /^nats handle identity\./)).toBe(true);
    expect(spans.some((span) => span.service === 'identity' && /^pg/.test(span.name))).toBe(true);
    expect(has('admin', KIND.consumer, /^event identity\.buyer\.registered/)).toBe(true);
    expect(has('messaging', KIND.consumer, /^event identity\.buyer\.registered/)).toBe(true);
    // Connected: every span's parent is in the trace, but the edge's, whose parent is the browser's.
    const ids = new Set([browserSpan, ...spans.map((span) => span.spanId)]);
    expect(spans.filter((span) => !ids.has(span.parentSpanId)).map((span) => span.name)).toEqual([]);
    const roots = spans.filter((span) => span.parentSpanId === browserSpan);
    expect(roots.map((span) => span.service)).toEqual(['edge']);

    // The log lines written for this request carry its request id and its trace id.
    const requestId = confirmed.headers.get('x-request-id');
    const handled = readFileSync(join(logDir, 'identity.log'), 'utf8')
      .split('\n')
      .filter((line) => line.includes(`"traceId":"${traceId}"`));
    expect(
      handled.some((line) => line.includes(`"requestId":"${requestId}"`) && line.includes('"handled"')),
    ).toBe(true);
  }, 60_000);

  it("traces a real browser's request from the edge, its root, to the service's SQL", async () => {
    const base = system.url.replace('localhost', '127.0.0.1');
    const browser = await launchBrowser();
    let requestId: string | null;
    try {
      const page = await browser.newPage();
      await page.goto(`${base}/robots.txt`);
      // Chromium sends no trace context: the edge starts the trace.
      const email = `browser.${Date.now()}@example.com`;
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/buyer/register'));
      await page.evaluate(
        (body) =>
          fetch('/api/buyer/register', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          }).then((response) => response.status),
        JSON.stringify({ firstName: 'Bushra', lastName: 'Browser', email, password: 'Browsed-Quetta-2026' }),
      );
      requestId = await (await answered).headerValue('x-request-id');
    } finally {
      await browser.close();
    }
    expect(requestId).toBeTruthy();
    const gatewaySpan = () =>
      otlp.spans.find((span) => span.service === 'gateway' && span.name === 'POST /api/buyer/register');
    const deadline = Date.now() + 10_000;
    while (!gatewaySpan() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const { traceId } = gatewaySpan()!;
    await new Promise((r) => setTimeout(r, 500));
    const spans = otlp.spans.filter((span) => span.traceId === traceId);
    const roots = spans.filter((span) => !span.parentSpanId);
    expect(roots.map((span) => [span.service, span.name])).toEqual([['edge', 'POST /api/*']]);
    const ids = new Set(spans.map((span) => span.spanId));
    expect(spans.filter((span) => span.parentSpanId && !ids.has(span.parentSpanId))).toEqual([]);
    expect(
      spans.some(
        (span) => span.service === 'identity' && span.name === 'nats handle identity.buyer.register',
      ),
    ).toBe(true);
    expect(spans.some((span) => span.service === 'identity' && /^pg\.query/.test(span.name))).toBe(true);
  }, 60_000);
});
