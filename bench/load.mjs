// Drives one endpoint of one server with autocannon: a short unmeasured warm-up (JIT, connection
// pools, and the cache when there is one), then the measured run. Loopback only, bounded by time.
import autocannon from 'autocannon';

/**
 * @param {{ origin: string, paths: string[], headers?: Record<string, string>[], connections: number,
 *   duration: number, warmup: number, afterWarmup?: () => Promise<void> }} options
 * @returns {Promise<{ rps: number, p50: number, p99: number, requests: number, ok: number, non2xx: number, errors: number, timeouts: number }>}
 */
export async function measure({ origin, paths, headers, connections, duration, warmup, afterWarmup }) {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin)) throw new Error(`not a loopback origin: ${origin}`);
  if (warmup > 0) {
    await fire({ origin, paths, headers, connections, duration: warmup });
    await afterWarmup?.();
  }
  const result = await fire({ origin, paths, headers, connections, duration });
  const ok = result['2xx'];
  return {
    // Successful answers per second: a 503 or a timeout is not throughput.
    rps: ok / Math.max(result.duration, 1e-9),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function fire({ origin, paths, headers, connections, duration }) {
  let next = 0;
  // Several paths (profiles of different exporters), or the same path for different signed-in buyers
  // (`headers`, one per path), are taken in turn across all connections.
  const requests =
    paths.length > 1
      ? [
          {
            setupRequest: (request) => {
              const i = next++ % paths.length;
              request.path = paths[i];
              if (headers) request.headers = { ...request.headers, ...headers[i] };
              return request;
            },
          },
        ]
      : undefined;
  return autocannon({
    url: `${origin}${paths[0]}`,
    // One path: its caller's headers on every request.
    headers: paths.length === 1 ? headers?.[0] : undefined,
    connections,
    duration,
    requests,
    timeout: 10,
  });
}
