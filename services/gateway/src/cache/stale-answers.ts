import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a request's handler learnt about its answer's freshness: the age of a stale copy it used. */
interface Freshness {
  staleAgeSeconds?: number;
}

const storage = new AsyncLocalStorage<Freshness>();
const requests = new WeakMap<FastifyRequest, Freshness>();

/** Called by the cache when it answered from a stale copy `ageSeconds` old (outside a request: no-op). */
export function markStale(ageSeconds: number): void {
  const freshness = storage.getStore();
  if (freshness) freshness.staleAgeSeconds = Math.max(freshness.staleAgeSeconds ?? 0, ageSeconds);
}

/**
 * Runs each request with a place for `markStale`, and says so on the answer: `X-Cache: stale` and `Age` (RFC 9111),
 * so that clients and the edge's page cache know not to keep it. Fastify hooks rather than a Nest interceptor:
 * one global interceptor makes Nest run every handler through rxjs (an eighth of the gateway's CPU on a cheap read).
 * Register before hooks that look at Cache-Control.
 */
export function registerStaleAnswers(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const freshness: Freshness = {};
    requests.set(request, freshness);
    storage.run(freshness, done);
  });
  fastify.addHook('onSend', async (request, reply) => {
    const age = requests.get(request)?.staleAgeSeconds;
    if (age === undefined) return;
    void reply.header('X-Cache', 'stale').header('Age', String(age)).header('Cache-Control', 'no-store');
  });
}
