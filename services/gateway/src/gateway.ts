import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { API_BODY_LIMIT_BYTES } from '@ped/contracts';
import { declareMetrics, METRICS, nameProcess, observeHttpRequest, serveMetrics } from '@ped/telemetry';
import { createLogger, loadConfig, PinoNestLogger, type Env } from '@ped/nest-kit';
import { MediaConfig } from '@ped/nest-kit/media';
import { AppModule } from './app.module.js';
import { GatewayConfig } from './config/gateway.config.js';
import { answerFrameworkError } from './errors/fastify-errors.js';
import { registerStaleAnswers } from './cache/stale-answers.js';
import { registerRequestScope } from './http/request-scope.js';
import { HttpErrorFilter } from './errors/http-error.filter.js';
import { createValidationPipe } from './errors/validation.pipe.js';
import { registerMultipart } from './media/multipart.js';
import { setupOpenApi } from './openapi/openapi.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** An access token in a header, or any cookie (the session's are the only ones the API reads). */
const carriesCredentials = (request: FastifyRequest) =>
  request.headers.authorization !== undefined || request.headers.cookie !== undefined;

/** Builds the gateway (REST under /api, OpenAPI at /api/docs) and starts listening. */
export async function startGateway(env: Env = process.env): Promise<NestFastifyApplication> {
  const config = loadConfig(GatewayConfig, env);
  const media = loadConfig(MediaConfig, env);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  nameProcess('gateway');
  declareMetrics(METRICS.httpRequestDuration, METRICS.rpcClientDuration, METRICS.catalogCacheAnswers);
  if (config.METRICS_PORT > 0) await serveMetrics(config.METRICS_PORT, config.METRICS_HOST);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    // Only the edge (a configured proxy address) may name the client; it sets the header from its socket.
    trustProxy: config.TRUSTED_PROXIES.split(',').map((address) => address.trim()),
    // Keep a caller's request id (it travels on to the services) or make one.
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: API_BODY_LIMIT_BYTES,
    // Fastify's default (100) is below the longest valid path parameter (a 120-character category slug).
    routerOptions: { maxParamLength: 200 },
    // A malformed URL or an over-long path parameter: answered in the API's shape, the URL not echoed.
    frameworkErrors: answerFrameworkError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, media, logger),
    adapter,
    {
      logger: new PinoNestLogger(logger),
    },
  );
  await app.register(fastifyCookie);
  await registerMultipart(app.getHttpAdapter().getInstance());
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter());
  const fastify = app.getHttpAdapter().getInstance();
  registerRequestScope(fastify);
  registerStaleAnswers(fastify);
  // Every answer counted by its route's template (`ped_http_request_duration_seconds`).
  fastify.addHook('onResponse', async (request, reply) =>
    observeHttpRequest(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime / 1000),
  );
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // An answer to a caller who sent credentials, or one that sets a session, is that caller's alone: no
    // browser or shared cache may keep it (a route that chose its own caching keeps it).
    if (!reply.hasHeader('cache-control') && (carriesCredentials(request) || reply.hasHeader('set-cookie')))
      reply.header('cache-control', 'private, no-store');
  });
  setupOpenApi(app, config);
  app.enableShutdownHooks();
  await app.listen({ host: config.HOST, port: config.PORT });
  return app;
}
