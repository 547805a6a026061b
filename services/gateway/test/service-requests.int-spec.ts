import 'reflect-metadata';
import { connect, NoRespondersError, type NatsConnection } from '@nats-io/transport-node';
import type { ServiceMessage } from '@ped/contracts';
import { NamespacedNatsClient, natsConnectionOptions, rpcSubject } from '@ped/nest-kit';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

/**
 * The gateway's requests to services (NamespacedNatsClient) over the real NATS: every reply reaches
 * its own caller through the shared reply inbox, whatever order the replies come in.
 */
describe('service requests over NATS (NamespacedNatsClient)', () => {
  let testEnv: TestEnv;
  let responder: NatsConnection;
  let client: NamespacedNatsClient;
  const held: Array<() => void> = [];

  const message = (data: unknown): ServiceMessage => ({ data, requestId: 'test' });
  const ask = (pattern: string, data: unknown, ms = 2000) =>
    client.request<{ n: number }>(pattern, message(data), ms);

  beforeAll(async () => {
    testEnv = await createTestEnv('gateway-requests');
    responder = await connect({ servers: testEnv.env.NATS_URL! });
    // Answers as a Nest service does (one message holding the value and isDisposed), after a
    // random delay so that replies overtake each other; `hold` answers only when released.
    responder.subscribe(rpcSubject(testEnv.namespace, 'catalog.echo'), {
      callback: (_err, msg) => {
        const { id, data: sent } = msg.json<{ id: string; data: ServiceMessage }>();
        const data = sent.data as { n: number; hold?: boolean };
        const answer = () => msg.respond(JSON.stringify({ id, response: { n: data.n }, isDisposed: true }));
        if (data.hold) held.push(answer);
        else setTimeout(answer, Math.random() * 20);
      },
    });
    await responder.flush();
    client = new NamespacedNatsClient(
      natsConnectionOptions(testEnv.env.NATS_URL!, 'test'),
      testEnv.namespace,
    );
    await client.connect();
  });

  afterAll(async () => {
    await client?.close();
    await responder?.close();
    await testEnv?.dispose();
  });

  it('gives each of 300 concurrent requests its own reply', async () => {
    const ns = Array.from({ length: 300 }, (_, n) => n);
    const replies = await Promise.all(ns.map((n) => ask('catalog.echo', { n })));
    expect(replies.map((reply) => reply.n)).toEqual(ns);
  });

  it('fails at once when no service listens (no responders), not at the timeout', async () => {
    const started = Date.now();
    await expect(ask('catalog.nobody-serves-this', {}, 10_000)).rejects.toBeInstanceOf(NoRespondersError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('drops the late reply of a caller that stopped waiting; later requests are unaffected', async () => {
    await expect(ask('catalog.echo', { n: 1, hold: true }, 100)).rejects.toMatchObject({
      name: 'RequestTimeoutError',
    });
    held.splice(0).forEach((answer) => answer());
    expect(await ask('catalog.echo', { n: 2 })).toEqual({ n: 2 });
  });

  it('fails the requests still waiting when the client closes', async () => {
    const other = new NamespacedNatsClient(
      natsConnectionOptions(testEnv.env.NATS_URL!, 'test'),
      testEnv.namespace,
    );
    await other.connect();
    const waiting = other.request('catalog.echo', message({ n: 3, hold: true }), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 100)); // sent (requests leave in the next turn)
    await other.close();
    await expect(waiting).rejects.toThrow('Connection closed');
    held.splice(0).forEach((answer) => answer());
  });
});
