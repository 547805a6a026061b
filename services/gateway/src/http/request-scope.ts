import type { FastifyInstance } from 'fastify';
import { nameRequestSpan } from '@ped/telemetry';
import { runInRequestScope, type Logger } from '@ped/nest-kit';

/**
 * Runs each request in its own scope from its first hook on: every log line written meanwhile carries its
 * request id, and what the handler notes about its answer (stale-answers.ts) is there when the answer is sent.
 */
export function registerRequestScope(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    nameRequestSpan(request.method, request.routeOptions.url);
    runInRequestScope({ requestId: request.id, logger: request.log as Logger }, done);
  });
}
