// Drives one endpoint of one server with autocannon: a short unmeasured warm-up (JIT, connection
// pools, and the cache when there is one), then the measured run. Loopback only, bounded by time.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';

// autocannon 9 appends every response body to a string (`req.body += chunk`, a UTF-8 decode of each chunk) for
// `onResponse`, `verifyBody` and `expectBody`, none of which this bench uses. That decoding grows with the answer:
// on these 2 shared cores it capped a 19 KB gzipped page at ~5,200 req/s (the load generator at 100% CPU), against
// ~20,000 without it. The bench counts answers and bytes, not bodies, so it leaves bodies undecoded, for every route
// alike. (Its queue keeps the byte count and the status: only the body string is skipped.)
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js');
if (typeof PipelinedRequestsQueue.prototype.addBody !== 'function') {
  throw new Error('autocannon changed: bench/load.mjs no longer knows how to skip decoding bodies');
}
PipelinedRequestsQueue.prototype.addBody = () => {};

/** CPU time every core has spent busy since boot, in ms (Linux's /proc/stat; null elsewhere). */
export function machineBusyMs() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n', 1)[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return ((user + nice + system + irq + softirq + steal) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/**
 * Waits (at most `timeoutMs`) until the machine's cores are mostly idle for a whole `windowMs`: what an earlier step
 * left running (a database vacuuming after the seed, servers winding down) would otherwise slow a measurement that
 * scales the CPU time it observes, as Lighthouse's simulated throttling does (×4).
 */
export async function settleCpu({ idleShare = 0.15, windowMs = 1000, timeoutMs = 30_000 } = {}) {
  const cores = availableParallelism();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const before = machineBusyMs();
    if (before === null) return;
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    if ((machineBusyMs() - before) / (windowMs * cores) < idleShare) return;
  }
}

/** This process's CPU time (autocannon runs in it), in ms. */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * @param {{ origin: string, paths: string[], headers?: Record<string, string>[], connections: number,
 *   duration: number, warmup: number, afterWarmup?: () => Promise<void> }} options
 * @returns {Promise<{ rps: number, p50: number, p99: number, requests: number, ok: number, non2xx: number, errors: number, timeouts: number, serverCpuUsPerRequest: number | null }>}
 */
export async function measure({ origin, paths, headers, connections, duration, warmup, afterWarmup }) {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin)) throw new Error(`not a loopback origin: ${origin}`);
  if (warmup > 0) {
    await fire({ origin, paths, headers, connections, duration: warmup });
    await afterWarmup?.();
  }
  const busyBefore = machineBusyMs();
  const ownBefore = ownCpuMs();
  const result = await fire({ origin, paths, headers, connections, duration });
  const busyAfter = machineBusyMs();
  const ok = result['2xx'];
  // The CPU the machine spent serving, i.e. everything but the load generator: on 2 shared cores autocannon can be
  // the bottleneck of a large answer (a rendered page), and this says what the servers would sustain without it.
  const serverCpuMs =
    busyBefore === null ? null : Math.max(0, busyAfter - busyBefore - (ownCpuMs() - ownBefore));
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
    /** Server CPU (every process but this one) per answered request, µs. */
    serverCpuUsPerRequest: serverCpuMs === null || ok === 0 ? null : (serverCpuMs * 1000) / ok,
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
