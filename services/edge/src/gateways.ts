import { currentTraceFields } from '@ped/telemetry';
import { BalancedPool, request, type Pool } from 'undici';

/**
 * The edge's gateways (GATEWAY_URL, one or more): each proxy balances its requests over them through a pool of
 * its own (undici's BalancedPool: round-robin, a gateway that fails to connect gets a smaller share until it
 * connects again). A request is sent again to another gateway only when it cannot have reached the first:
 * the connection was refused (a gateway that died or is restarting), whatever its method; or, for a read, the
 * socket closed before any answer. Anything else the gateway answered, or failed to, is passed on as it is.
 */
export class Gateways {
  /** How many more times a request may be sent (one less than twice the gateways: 0 with a single one). */
  readonly retries: number;
  private readonly pools: BalancedPool[] = [];

  constructor(readonly urls: readonly string[]) {
    this.retries = 2 * (urls.length - 1);
  }

  /** The first gateway's URL: proxies build their request URLs on it (the pool chooses where they go). */
  get first(): string {
    return this.urls[0]!;
  }

  /** A pool over every gateway, with these connection options; closed with `close()`. */
  pool(options: Pool.Options): BalancedPool {
    const pool = new BalancedPool([...this.urls], options);
    this.pools.push(pool);
    return pool;
  }

  /** For reply-from's `retryDelay`: 1 ms (at once, to the next gateway) when the failure allows it, else null. */
  retryDelay = ({ err, req, attempt }: { err?: Error; req: { method: string }; attempt: number }) =>
    err && attempt < this.retries && isUnsent(err, req.method) ? 1 : null;

  /** A GET of an API path on some gateway, sent again elsewhere as above; rejects when none answers. */
  async get(path: string, timeoutMs: number, pool: BalancedPool): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const answer = await request(new URL(path, this.first), {
          dispatcher: pool,
          headers: { accept: 'application/json', ...currentTraceFields() },
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        });
        return new Response(await answer.body.arrayBuffer(), {
          status: answer.statusCode,
          headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
        });
      } catch (error) {
        if (this.retryDelay({ err: error as Error, req: { method: 'GET' }, attempt }) === null) throw error;
      }
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.pools.map((pool) => pool.close()));
  }
}

const REFUSED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);
// The socket closed before an answer: the gateway may have acted on a write, so only reads go again.
const CLOSED = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

function isUnsent(error: Error, method: string): boolean {
  const code = (error as { code?: string }).code ?? '';
  return REFUSED.has(code) || ((method === 'GET' || method === 'HEAD') && CLOSED.has(code));
}
