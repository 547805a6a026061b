import Fastify from 'fastify';
import { registerRequestScope } from '../http/request-scope.js';
import { markStale, registerStaleAnswers } from './stale-answers.js';

describe('stale answers', () => {
  const app = Fastify();
  registerRequestScope(app);
  registerStaleAnswers(app);
  // Marks after an asynchronous hop, as the cache does after reading Redis.
  app.get('/stale', async () => {
    await new Promise((resolve) => setImmediate(resolve));
    markStale(7);
    await new Promise((resolve) => setTimeout(resolve, 5));
    markStale(3);
    return { ok: true };
  });
  app.get('/fresh', async () => ({ ok: true }));
  let base = '';
  // Over a socket: Fastify's `inject` needs a module jest cannot load here.
  beforeAll(async () => {
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());
  const get = async (path: string) => {
    const response = await fetch(base + path);
    await response.arrayBuffer();
    return response;
  };

  it('marks an answer made from a stale copy with the oldest copy’s age, and no caching', async () => {
    const answer = await get('/stale');
    expect([
      answer.status,
      answer.headers.get('x-cache'),
      answer.headers.get('age'),
      answer.headers.get('cache-control'),
    ]).toEqual([200, 'stale', '7', 'no-store']);
  });

  it('leaves other answers alone, also beside stale ones', async () => {
    const answers = await Promise.all([get('/fresh'), get('/stale'), get('/fresh')]);
    expect(answers.map((answer) => answer.headers.get('x-cache'))).toEqual([null, 'stale', null]);
    expect(answers[0]!.headers.get('age')).toBeNull();
  });

  it('does nothing outside a request', () => {
    expect(() => markStale(1)).not.toThrow();
  });
});
