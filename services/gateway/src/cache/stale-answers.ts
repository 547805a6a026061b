import type { FastifyInstance } from 'fastify';
import { currentRequestScope, type RequestScope } from '@ped/nest-kit';

/** The age of the oldest stale copy a request's handler answered with, by the request's scope. */
const staleAges = new WeakMap<RequestScope, number>();

/** Called by the cache when it answered from a stale copy `ageSeconds` old (outside a request: no-op). */
export function markStale(ageSeconds: number): void {
  const scope = currentRequestScope();
  if (scope) staleAges.set(scope, Math.max(staleAges.get(scope) ?? 0, ageSeconds));
}

/**
 * Says on the answer that it was made from a stale copy: `X-Cache: stale` and `Age` (RFC 9111), so that clients
 * and the edge's page cache know not to keep it. A Fastify hook, not a Nest interceptor (one global interceptor
 * makes Nest run every handler through rxjs: an eighth of the gateway's CPU on a cheap read), reading the request
 * scope the handler ran in (http/request-scope.ts) rather than an AsyncLocalStorage of its own, which every request
 * would pay for. Register before hooks that look at Cache-Control.
 */
export function registerStaleAnswers(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (_request, reply) => {
    const scope = currentRequestScope();
    const age = scope && staleAges.get(scope);
    if (age === undefined) return;
    void reply.header('X-Cache', 'stale').header('Age', String(age)).header('Cache-Control', 'no-store');
  });
}
