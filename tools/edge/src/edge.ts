import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { EdgeConfig } from './edge.config.js';

/** The remotes served under /remotes/<name>/ (folder names under APPS_DIR). */
export const REMOTE_APPS = ['catalog-ui', 'buyer-ui', 'admin-ui'] as const;

// Hashed bundles never change; entry points and manifests must be re-read so a deploy is seen at once.
const NO_CACHE = /(index\.html|remoteEntry\.js|mf-manifest\.json|remotes\.json)$/;

/**
 * The site's single origin: the shell at /, each remote under /remotes/<name>/, /api/* forwarded
 * to the gateway. Cookies, CORS and CSP stay simple because everything shares one origin.
 */
export async function buildEdge(config: EdgeConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel, base: { service: 'edge' } }, trustProxy: false });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
  });

  // Bundles are ~4× smaller compressed; a moderate brotli level keeps compression cheap per request.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  await app.register(httpProxy, {
    upstream: config.gatewayUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    http: { requestOptions: { timeout: 30_000 } },
    replyOptions: {
      // The gateway itself is down: answer like the gateway does when a service is.
      onError: (reply) => {
        void reply.code(503).send({
          statusCode: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: 'The directory is temporarily unavailable. Please try again shortly.',
        });
      },
    },
  });

  const setHeaders = (reply: FastifyReply, path: string) => {
    reply.header('Cache-Control', NO_CACHE.test(path) ? 'no-cache' : 'public, max-age=31536000, immutable');
  };

  for (const remote of REMOTE_APPS) {
    await app.register(fastifyStatic, {
      root: join(config.appsDir, remote, 'dist'),
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      setHeaders,
    });
  }

  if (config.remotesFile) {
    const remotesFile = config.remotesFile;
    app.get('/remotes.json', async (_request, reply) =>
      reply
        .header('Cache-Control', 'no-cache')
        .type('application/json')
        .send(await readFile(remotesFile, 'utf8')),
    );
  }

  const shellDir = join(config.appsDir, 'shell', 'dist');
  await app.register(fastifyStatic, { root: shellDir, prefix: '/', setHeaders, index: 'index.html' });

  // Client-side routes (and unknown paths, which the shell renders as its 404 page) get the shell.
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/remotes/') &&
      !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (!isPage) return reply.code(404).type('text/plain').send('Not Found');
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', shellDir);
  });

  return app;
}
