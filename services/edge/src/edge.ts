import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import { isSitePage } from '@ped/contracts/site';
import { declareMetrics, METRICS, nameRequestSpan, observeHttpRequest } from '@ped/telemetry';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { limitConnectionsPerAddress } from './connection-limit.js';
import { contentSecurityPolicy } from './content-security-policy.js';
import type { EdgeConfig } from './edge.config.js';
import { Gateways } from './gateways.js';
import { registerPages } from './pages.js';
import { registerGatewayRoutes } from './proxy.js';
import { readShellFiles, registerStaticFiles } from './static-files.js';

/** robots.txt: crawl the pages, not the API, and find them all in the sitemap (an absolute URL, as the protocol asks). */
export function robotsTxt(publicOrigin: string): string {
  return `User-agent: *\nDisallow: /api/\n\nSitemap: ${publicOrigin}/sitemap.xml\n`;
}

/**
 * The site's single origin: the shell at /, each remote under /remotes/<name>/, /api/* forwarded to the
 * gateways, the public pages rendered. Cookies, CORS and CSP stay simple because everything shares one origin.
 * The parts: proxy.ts (the gateways' routes), static-files.ts (the builds), pages.ts (the pages and their cache).
 */
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

  const shell = await readShellFiles(config);
  // The CSP names the remotes' origins and the index.html inline scripts being served.
  const csp = contentSecurityPolicy(shell.remotesJson, shell.indexHtml);

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

  await registerGatewayRoutes(app, config, gateways);
  await registerStaticFiles(app, config, shell);
  await registerPages(app, config, gateways, shell.indexHtml);
  return app;
}
