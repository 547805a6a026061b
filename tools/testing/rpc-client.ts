import { randomUUID } from 'node:crypto';
import type { Principal, ServiceMessage } from '@ped/contracts';
import { NamespacedNatsClient, natsConnectionOptions } from '@ped/nest-kit';
import { firstValueFrom, timeout } from 'rxjs';

/** Talks to a service the way the gateway does: Nest's NATS client, namespaced, with a principal. */
export class TestRpcClient {
  private readonly client: NamespacedNatsClient;

  constructor(env: Record<string, string>) {
    this.client = new NamespacedNatsClient(natsConnectionOptions(env.NATS_URL, 'test'), env.NAMESPACE);
  }

  send<T>(pattern: string, data: unknown = {}, principal?: Principal): Promise<T> {
    const message: ServiceMessage = {
      data,
      requestId: `test-${randomUUID()}`,
      ...(principal ? { principal } : {}),
    };
    return firstValueFrom(this.client.send<T>(pattern, message).pipe(timeout(5000)));
  }

  /** The error body a call fails with (fails the test when the call succeeds). */
  async failure(pattern: string, data: unknown = {}, principal?: Principal): Promise<unknown> {
    try {
      await this.send(pattern, data, principal);
    } catch (error) {
      return error;
    }
    throw new Error(`${pattern} succeeded but a failure was expected`);
  }

  close(): Promise<void> {
    return this.client.close();
  }
}

/** Polls `probe` until it returns true (events arrive asynchronously). */
export async function eventually(probe: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}
