import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
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
import { currentTraceFields } from '@ped/telemetry';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { EdgeConfig } from './edge.config.js';
import type { Gateways } from './gateways.js';

// The edge's routes to the gateways: /api/* (its bodies read whole and forwarded framed by their length), the
// live stream, stored images and the sitemap.

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
export const apiError = (statusCode: number, reason: ErrorReason, message: string) => ({
  statusCode,
  ...errorBody(reason, message),
});

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
export const gatewayPool = (
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

/** Every route the edge passes to the gateways. */
export async function registerGatewayRoutes(
  app: FastifyInstance,
  config: EdgeConfig,
  gateways: Gateways,
): Promise<void> {
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
}
