import type { MessageHandler } from '@nestjs/microservices';
import { METRICS } from '@ped/telemetry';
import { Writable } from 'node:stream';
import pino from 'pino';
import { currentRequestId } from '../logging/request-context.js';
import { noteRpcFailure, rpcObserver } from './rpc-observation.js';

describe('rpcObserver (request scope, duration by outcome, around each handler)', () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'debug' }, sink);
  const observe = rpcObserver(logger, 't_ns');
  const count = async (pattern: string, outcome: string) =>
    (await METRICS.rpcServerDuration.get()).values.find(
      (value) =>
        value.metricName === 'ped_rpc_server_duration_seconds_count' &&
        value.labels.pattern === pattern &&
        value.labels.outcome === outcome,
    )?.value ?? 0;
  const handler = (work: (data: unknown, context: object) => unknown) =>
    observe('t_ns.rpc.test.thing', work as unknown as MessageHandler);

  it('runs the handler in the caller’s request scope and counts it ok under its pattern', async () => {
    const seen: (string | undefined)[] = [];
    const observed = handler(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      seen.push(currentRequestId());
      return { value: 7 };
    });
    await expect(observed({ requestId: 'req-1', data: {} }, {})).resolves.toEqual({ value: 7 });
    expect(seen).toEqual(['req-1']);
    expect(currentRequestId()).toBeUndefined();
    expect(await count('test.thing', 'ok')).toBe(1);
    expect(lines.at(-1)).toMatchObject({ msg: 'handled', pattern: 't_ns.rpc.test.thing' });
  });

  it('counts an error when the error filter answered the failure, and when the handler threw', async () => {
    const refused = handler(async (_data, context) => {
      noteRpcFailure(context, new Error('refused'));
      return 'the error body';
    });
    await refused({ requestId: 'req-2' }, {});
    const thrown = handler(() => Promise.reject(new Error('boom')));
    await expect(thrown({ requestId: 'req-3' }, {})).rejects.toThrow('boom');
    expect(await count('test.thing', 'error')).toBe(2);
    expect(await count('test.thing', 'ok')).toBe(1);
  });
});
