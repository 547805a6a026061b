import { gunzipSync } from 'node:zlib';
import { isServerRenderedPage, isSitePage } from '@ped/contracts/site';
import { METRICS } from '@ped/telemetry';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EdgeConfig } from './edge.config.js';
import type { Gateways } from './gateways.js';
import { gatewayPool } from './proxy.js';
import { acceptsGzip, PageCache, pageKey, type PageAnswer, type Rendered } from './ssr/page-cache.js';
import { markedStale, pageHtml } from './ssr/page-html.js';
import { loadPageRenderer } from './ssr/page-renderer.js';
import { CategoryIds } from './ssr/page-versions.js';

/**
 * The site's pages: `/` and every page path. The public catalogue pages are rendered here and kept in the page
 * cache; the others, and any page that cannot be rendered, get the shell's index.html for the browser to render.
 */
export async function registerPages(
  app: FastifyInstance,
  config: EdgeConfig,
  gateways: Gateways,
  indexHtml: string,
): Promise<void> {
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
      ? new PageCache(
          config.redisUrl,
          config.namespace,
          config.pageCacheTtlSeconds * 1000,
          (message) => app.log.warn(message),
          // A category page's versions are its category's, by id: the ids by slug from the gateway.
          new CategoryIds(async () => {
            const response = await gateways.get('/api/categories', config.gatewayTimeoutMs, pagePool);
            if (!response.ok) throw new Error(`GET /api/categories: ${response.status}`);
            return (await response.json()) as { id: number; slug: string }[];
          }),
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
}
