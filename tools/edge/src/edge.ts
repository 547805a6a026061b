import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { gunzipSync, constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import {
  API_BODY_LIMIT_BYTES,
  errorBody,
  PAYLOAD_TOO_LARGE_MESSAGE,
  type ErrorReason,
} from '@ped/contracts/common';
import {
  MEDIA_MESSAGES,
  MEDIA_UPLOAD_BODY_LIMIT_BYTES,
  MEDIA_UPLOAD_FIELD,
  MEDIA_UPLOAD_ROUTES,
  VERIFICATION_DOCUMENT_BODY_LIMIT_BYTES,
  VERIFICATION_DOCUMENT_FIELD,
  VERIFICATION_DOCUMENT_MESSAGES,
  VERIFICATION_DOCUMENT_UPLOAD_ROUTE,
} from '@ped/contracts/options';
import { isServerRenderedPage, isSitePage } from '@ped/contracts/site';
import {
  currentTraceFields,
  declareMetrics,
  METRICS,
  nameRequestSpan,
  observeHttpRequest,
} from '@ped/telemetry';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { contentSecurityPolicy } from './content-security-policy.js';
import type { EdgeConfig } from './edge.config.js';
import { Gateways } from './gateways.js';
import { acceptsGzip, PageCache, pageKey, type PageAnswer, type Rendered } from './ssr/page-cache.js';
import { markedStale, pageHtml } from './ssr/page-html.js';
import { loadPageRenderer } from './ssr/page-renderer.js';

/** The remotes served under /remotes/<name>/ (folder names under APPS_DIR). */
export const REMOTE_APPS = ['catalog-ui', 'buyer-ui', 'admin-ui'] as const;

// Hashed bundles never change; entry points, manifests and configuration must be re-read so a change is seen at once
// (whichever copy is sent: the file, or its `.br` or `.gz`).
const NO_CACHE = /(index\.html|remoteEntry\.js|mf-manifest\.json|remotes\.json|site\.json)(\.br|\.gz)?$/;

// Never passed on: what a client claims about earlier hops (the edge names the client's address itself), and
// Expect (the edge has already read the body; undici refuses the header).
const NOT_FORWARDED = /^(forwarded|x-real-ip|x-forwarded-.*|expect)$/;
// The gateway's connection headers describe the edge's connection to it, not the client's to the edge.
const HOP_BY_HOP = /^(connection|keep-alive)$/;
const without = <T extends object>(headers: T, names: RegExp) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.test(name))) as T;
// The gateway cannot be reached: refused, reset or closed before any answer (reply-from's error or its cause).
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** A refused body announced up to this long is read and dropped after the 413 (the largest route limit is 10 MB). */
const DRAINED_BODY_BYTES = 16 * 1024 * 1024;

/** Silence on a live stream this long means the gateway is gone (it sends a heartbeat every 25 s). */
const LIVE_BODY_TIMEOUT_MS = 90_000;

/** The gateway's error body, for the answers the edge gives itself. */
const apiError = (statusCode: number, reason: ErrorReason, message: string) => ({
  statusCode,
  ...errorBody(reason, message),
});

/** robots.txt: crawl the pages, not the API, and find them all in the sitemap (an absolute URL, as the protocol asks). */
export function robotsTxt(publicOrigin: string): string {
  return `User-agent: *\nDisallow: /api/\n\nSitemap: ${publicOrigin}/sitemap.xml\n`;
}

/** The JSON `SITE_FILE` names, checked at start: an object (what the pages read as the site's configuration). */
async function readSiteFile(path: string): Promise<string> {
  const text = await readFile(path, 'utf8');
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`SITE_FILE ${path} must hold a JSON object`);
  return text;
}

/** The edge's answer when the gateway gave none. */
function upstreamFailure(error: FastifyError) {
  if (UNREACHABLE.has((error.cause as { code?: string } | undefined)?.code ?? error.code))
    return apiError(
      503,
      'SERVICE_UNAVAILABLE',
      'The directory is temporarily unavailable. Please try again shortly.',
    );
  // No code of its own: clients treat it like the gateway's 503 for a slow service; the status tells operators.
  if (error.statusCode === 504)
    return apiError(
      504,
      'SERVICE_TIMEOUT',
      'The directory did not answer in time. Please try again shortly.',
    );
  return apiError(502, 'INTERNAL_ERROR', 'The directory sent an answer the site could not read.');
}

/**
 * How every proxy passes a request to a gateway and its answer back: the client's address as the only
 * forwarded-for, no hop-by-hop headers, and the gateway's answer, whatever it is, as the answer: never repeated,
 * never replaced; no answer at all becomes a 502/504 in the gateway's words. A request that cannot have reached
 * a gateway goes to another (`Gateways`).
 */
const toGateway = (gateways: Gateways): FastifyHttpProxyOptions['replyOptions'] => ({
  rewriteRequestHeaders: (request, headers) => ({
    ...without(headers, NOT_FORWARDED),
    'x-forwarded-for': request.ip,
    // This request's trace goes on into the gateway (undici is not instrumented: said here).
    ...currentTraceFields(),
  }),
  rewriteHeaders: (headers) => without(headers, HOP_BY_HOP),
  retryDelay: gateways.retryDelay,
  onError: (reply, { error }) => {
    if (reply.sent) return;
    const body = upstreamFailure(error as FastifyError);
    reply.log.warn({ err: error }, 'gateway gave no answer');
    // A gateway that is down is restarted (or another answers) within seconds, as the gateway's 503 says.
    if (body.statusCode !== 502) void reply.header('Retry-After', '5');
    void reply.code(body.statusCode).send(body);
  },
});

/** A proxy's connections to the gateways: up to 128 to each (reply-from's default; null: any number). */
const gatewayPool = (
  gateways: Gateways,
  headersTimeout: number,
  bodyTimeout: number,
  connections: number | null = 128,
) => gateways.pool({ pipelining: 1, connections, headersTimeout, bodyTimeout });

/**
 * /api: each body is read whole (up to `bodyLimit`) before anything goes upstream, and forwarded framed by its
 * own length, so the gateway never sees a client's framing, encoding or oversized upload. `routes` (under /api)
 * narrows it to those paths; without them, every path.
 */
async function apiProxy(
  api: FastifyInstance,
  config: EdgeConfig,
  gateways: Gateways,
  bodyLimit: number,
  tooLarge: ReturnType<typeof apiError>,
  routes?: string[],
): Promise<void> {
  api.removeAllContentTypeParsers();
  api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
  api.addHook('onRequest', async (request, reply) => {
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
      // The body is left unread: the connection cannot carry another request.
      return reply
        .code(415)
        .header('connection', 'close')
        .send(
          apiError(415, 'UNSUPPORTED_CONTENT', 'Request bodies must not be compressed (Content-Encoding).'),
        );
    }
  });
  // Fastify's own refusals (a body over the limit by Content-Length at once or while streaming, a malformed
  // request) in the gateway's words.
  api.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) {
      // Fastify refuses a Content-Length over the limit before reading the body and closes the connection: a
      // client still sending it can then see a reset instead of this answer. Up to DRAINED_BODY_BYTES the
      // connection stays open instead, and Node reads the rest of the body and drops it once this is sent.
      if (Number(request.headers['content-length']) <= DRAINED_BODY_BYTES) reply.removeHeader('connection');
      return reply.code(413).send(tooLarge);
    }
    if (status === 415) return reply.code(415).send(apiError(415, 'UNSUPPORTED_CONTENT', error.message));
    if (status >= 400 && status < 500)
      return reply.code(status).send(apiError(status, 'MALFORMED_BODY', error.message));
    request.log.error({ err: error }, 'edge error');
    return reply.code(500).send(apiError(500, 'INTERNAL_ERROR', 'Internal server error'));
  });

  await api.register(httpProxy, {
    upstream: gateways.first,
    prefix: '/api',
    rewritePrefix: '/api',
    ...(routes ? { routes, httpMethods: ['POST'] } : {}),
    proxyPayloads: false,
    // undici keeps a response the gateway gives before reading the whole body.
    undici: gatewayPool(gateways, config.gatewayTimeoutMs, config.gatewayTimeoutMs),
    handler: (request, reply, dest, options) =>
      reply.from(dest, {
        ...options,
        body: request.body ?? null,
        contentType: request.headers['content-type'] ?? 'application/octet-stream',
      }),
    replyOptions: toGateway(gateways),
  });
}

/**
 * The site's single origin: the shell at /, each remote under /remotes/<name>/, /api/* forwarded
 * to the gateway. Cookies, CORS and CSP stay simple because everything shares one origin.
 */
/**
 * At most `max` open connections from one address (0: no limit): past it a new connection is closed at once,
 * so one client cannot hold every socket. Behind a load balancer, where every connection comes from its
 * address, the limit belongs there instead (MAX_CONNECTIONS_PER_ADDRESS=0).
 */
function limitConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) return void socket.destroy();
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

export async function buildEdge(config: EdgeConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, base: { service: 'edge' } },
    trustProxy: false,
    // A client that trickles its request (slowloris) holds a connection only so long: its headers, then the
    // whole request, within the configured times (else 408 and the connection closes), checked every second.
    requestTimeout: config.clientRequestTimeoutMs,
    http: { headersTimeout: config.clientHeadersTimeoutMs, connectionsCheckingInterval: 1000 },
  });
  limitConnectionsPerAddress(app.server, config.maxConnectionsPerAddress);
  // Every answer counted by its route's template (`ped_http_request_duration_seconds`).
  declareMetrics(METRICS.httpRequestDuration, METRICS.pageCacheAnswers);
  // The site's pages are answered by the not-found handler: counted together as `(page)`.
  const routeOf = (request: FastifyRequest) =>
    request.routeOptions.url ?? (isSitePage(request.url.split('?')[0] ?? '') ? '(page)' : undefined);
  app.addHook('onRequest', async (request) => nameRequestSpan(request.method, routeOf(request)));
  app.addHook('onResponse', async (request, reply) =>
    observeHttpRequest(routeOf(request), request.method, reply.statusCode, reply.elapsedTime / 1000),
  );
  const gateways = new Gateways(config.gatewayUrls);
  app.addHook('onClose', async () => gateways.close());

  const shellDir = join(config.appsDir, 'shell', 'dist');
  // Read once at start: the CSP must name the remotes' origins and the index.html inline scripts being served.
  const remotesJson = await readFile(config.remotesFile ?? join(shellDir, 'remotes.json'), 'utf8').catch(
    (error: unknown) => {
      if (config.remotesFile) throw error;
      return '{}'; // the shell is not built: no page to protect yet
    },
  );
  const indexHtml = await readFile(join(shellDir, 'index.html'), 'utf8').catch(() => '');
  const csp = contentSecurityPolicy(remotesJson, indexHtml);
  const siteJson = config.siteFile ? await readSiteFile(config.siteFile) : undefined;

  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    // The site's pages; the gateway's own HTML (/api/docs) keeps whatever policy the gateway gives it.
    if (
      !/^\/api(\/|\?|$)/.test(request.url) &&
      String(reply.getHeader('content-type')).startsWith('text/html')
    )
      reply.header('Content-Security-Policy', csp);
  });

  // Bundles are ~4× smaller compressed; a moderate brotli level keeps compression cheap per request.
  // Request bodies are never inflated: the gateway would get them with the client's Content-Length.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    globalDecompression: false,
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(config.publicOrigin)),
  );

  // The sitemap is the gateway's (it reads the catalogue); at the root, where the URLs it lists live.
  await app.register(httpProxy, {
    upstream: gateways.first,
    prefix: '/sitemap.xml',
    rewritePrefix: '/api/sitemap.xml',
    httpMethods: ['GET', 'HEAD'],
    undici: gatewayPool(gateways, config.gatewayTimeoutMs, config.gatewayTimeoutMs),
    replyOptions: toGateway(gateways),
  });

  // /api/live: the gateway's event stream, open for as long as the page is. Passed on as it comes — never
  // compressed (a compressor holds bytes back) nor buffered — on a pool of its own, so open streams never take
  // the connections other API calls need; the gateway's 25-second heartbeat keeps it inside the body timeout.
  await app.register(httpProxy, {
    upstream: gateways.first,
    prefix: '/api/live',
    rewritePrefix: '/api/live',
    httpMethods: ['GET'],
    config: { compress: false },
    undici: gatewayPool(gateways, config.gatewayTimeoutMs, LIVE_BODY_TIMEOUT_MS, null),
    replyOptions: toGateway(gateways),
  });

  // /media/<name>: stored images (logos, product pictures), served by the gateway with their own year-long
  // cache lifetime; never compressed again (WebP is).
  await app.register(httpProxy, {
    upstream: gateways.first,
    prefix: '/media',
    rewritePrefix: '/media',
    httpMethods: ['GET', 'HEAD'],
    config: { compress: false },
    undici: gatewayPool(gateways, config.gatewayTimeoutMs, config.gatewayTimeoutMs),
    replyOptions: toGateway(gateways),
  });

  // The image uploads take bodies up to their own limit (a 5 MB file and its multipart framing); a larger one
  // is refused here as the gateway refuses it, naming the field.
  const uploadTooLarge = {
    ...apiError(413, 'BODY_TOO_LARGE', MEDIA_MESSAGES.tooLarge),
    details: [{ field: MEDIA_UPLOAD_FIELD, messages: [MEDIA_MESSAGES.tooLarge] }],
  };
  await app.register(async (uploads) =>
    apiProxy(uploads, config, gateways, MEDIA_UPLOAD_BODY_LIMIT_BYTES, uploadTooLarge, [
      ...MEDIA_UPLOAD_ROUTES,
    ]),
  );
  // Verification evidence (PDF, JPEG, PNG) up to 10 MB, the same way.
  const documentTooLarge = {
    ...apiError(413, 'BODY_TOO_LARGE', VERIFICATION_DOCUMENT_MESSAGES.tooLarge),
    details: [{ field: VERIFICATION_DOCUMENT_FIELD, messages: [VERIFICATION_DOCUMENT_MESSAGES.tooLarge] }],
  };
  await app.register(async (uploads) =>
    apiProxy(uploads, config, gateways, VERIFICATION_DOCUMENT_BODY_LIMIT_BYTES, documentTooLarge, [
      VERIFICATION_DOCUMENT_UPLOAD_ROUTE,
    ]),
  );
  await app.register(async (api) =>
    apiProxy(
      api,
      config,
      gateways,
      API_BODY_LIMIT_BYTES,
      apiError(413, 'BODY_TOO_LARGE', PAYLOAD_TOO_LARGE_MESSAGE),
    ),
  );

  const setHeaders = (reply: FastifyReply, path: string) => {
    reply.header('Cache-Control', NO_CACHE.test(path) ? 'no-cache' : 'public, max-age=31536000, immutable');
  };

  // The builds' scripts, styles and JSON come with brotli and gzip copies (tools/rspack/precompressed-assets.mjs),
  // sent as they are to a browser that accepts them (@fastify/compress leaves an encoded answer alone).
  for (const remote of REMOTE_APPS) {
    await app.register(fastifyStatic, {
      root: join(config.appsDir, remote, 'dist'),
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      preCompressed: true,
      setHeaders,
    });
  }

  if (config.remotesFile) {
    // The same remotes the CSP allows.
    app.get('/remotes.json', async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type('application/json').send(remotesJson),
    );
  }
  if (siteJson !== undefined) {
    app.get('/site.json', async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type('application/json').send(siteJson),
    );
  }

  // The public catalogue pages are rendered here from the apps' server builds, their data fetched from the gateway
  // as an anonymous browser would (one rendered page serves every visitor).
  const pagePool = gatewayPool(gateways, config.gatewayTimeoutMs, config.gatewayTimeoutMs);
  const renderPage = await loadPageRenderer({
    appsDir: config.appsDir,
    origin: config.publicOrigin,
    // /api/* from the gateway; anything else (/site.json) as this edge serves it.
    fetchApi: async (url) => {
      if (!url.startsWith('/api/')) {
        const own = await app.inject({ method: 'GET', url });
        return new Response(own.body, {
          status: own.statusCode,
          headers: { 'content-type': 'application/json' },
        });
      }
      return gateways.get(url, config.gatewayTimeoutMs, pagePool);
    },
  });
  if (!renderPage)
    app.log.warn('no server builds (apps/*/dist-server): pages are rendered in the browser only');

  const pageCache =
    renderPage && config.pageCacheTtlSeconds > 0
      ? new PageCache(config.redisUrl, config.namespace, config.pageCacheTtlSeconds * 1000, (message) =>
          app.log.warn(message),
        )
      : undefined;
  app.addHook('onClose', async () => pageCache?.close());

  /** Renders a page: null when it is to be left to the browser (its data could not be read, or it failed). */
  const render = async (request: FastifyRequest, url: string): Promise<Rendered> => {
    try {
      const page = await renderPage!(url);
      const unread = page.errors.filter((error) => error.status === 0 || error.status >= 500);
      if (unread.length === 0) {
        const notFound = page.errors.some((error) => error.status === 404);
        return { status: notFound ? 404 : 200, html: pageHtml(indexHtml, page, { notFound }) };
      }
      request.log.warn({ url: request.url, unread }, 'page data not read: left to the browser');
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'page not rendered: left to the browser');
    }
    return null;
  };

  /**
   * A page of the site: rendered here when it is a public catalogue page (404 when its exporter or category is
   * not found), else the shell's index.html for the browser to render. A page whose data could not be read (a 5xx,
   * no answer) or that fails to render is left to the browser too: it shows its own loading and retry, where
   * rendered here it would be an error page answered 200, unless an earlier copy of it is kept (PageCache), which is
   * answered instead, marked stale.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (renderPage && isServerRenderedPage(pathname)) {
      const url = pageKey(request.url);
      if (!pageCache) {
        METRICS.pageCacheAnswers.inc({ result: 'off' });
        const page = await render(request, url);
        if (page) return reply.code(page.status).header('X-Page-Cache', 'off').send(page.html);
      } else {
        const page = await pageCache.page(url, () => render(request, url));
        if (page) return sendKept(request, reply, page);
      }
    }
    return reply.send(indexHtml);
  };

  /** A page from the cache: its gzipped HTML as it is to a browser that accepts gzip (every browser does). */
  const sendKept = (request: FastifyRequest, reply: FastifyReply, page: PageAnswer) => {
    METRICS.pageCacheAnswers.inc({ result: page.cache });
    reply.code(page.status).header('X-Page-Cache', page.cache).header('Vary', 'Accept-Encoding');
    if (page.cache === 'stale') {
      request.log.warn({ url: request.url }, 'page answered from its last good copy');
      return reply.send(markedStale(gunzipSync(page.gzipped).toString()));
    }
    if (acceptsGzip(request.headers['accept-encoding']))
      return reply.header('Content-Encoding', 'gzip').send(page.gzipped);
    return reply.send(gunzipSync(page.gzipped).toString());
  };

  // Routes for the files it finds at start (a build is read at start anyway), not a wildcard: a page path then goes
  // straight to its handler instead of a stat and a directory read of the shell's folder first (a quarter of the
  // edge's CPU on a cached page). Left out: the files answered from REMOTES_FILE and SITE_FILE above.
  const answeredAbove = [config.remotesFile && 'remotes.json', siteJson !== undefined && 'site.json'];
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    setHeaders,
    index: false,
    wildcard: false,
    preCompressed: true,
    // The compressed copies are answers to their file's URL, not files of their own.
    globIgnore: ['**/*.br', '**/*.gz', ...answeredAbove.filter((name): name is string => Boolean(name))],
  });
  app.get('/', async (request, reply) => sendPage(request, reply, '/'));

  // The site's pages (the patterns of @ped/contracts/site) get the shell; any other page path gets the shell too,
  // which shows its 404 page, but answered 404, so that search engines do not take it for a page.
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPagePath =
      request.method === 'GET' && !pathname.startsWith('/remotes/') && !/\.[a-z0-9]+$/i.test(pathname);
    if (!isPagePath) return reply.code(404).type('text/plain').send('Not Found');
    if (!isSitePage(pathname))
      return reply
        .code(404)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    return sendPage(request, reply, pathname);
  });

  return app;
}
