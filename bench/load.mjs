// Drives one endpoint of one server with autocannon: a short unmeasured warm-up (JIT, connection
// pools, and the cache when there is one), then the measured run. Loopback only, bounded by time.
// `measure` is a closed loop (each connection sends its next request when the last is answered: its
// latency is connections ÷ throughput); `measureOpenLoop` offers a fixed rate whatever the answers do.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { Pool } from 'undici';

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

/** Open loop: at most this many connections, and this many requests unanswered before new ones are skipped. */
const OPEN_LOOP = { connections: 256, maxOutstanding: 20_000, lateAfterMs: 10, timeoutMs: 10_000 };

/**
 * Offers `rate` requests a second for `duration` s (after an unmeasured `warmup` s at the same rate): request n is
 * sent at start + n / rate whether or not earlier ones were answered (an undici Pool of up to 256 connections; a
 * request that finds every connection busy waits in the pool's queue, and that wait counts), and its latency runs
 * from that scheduled time to the end of its answer's body, so a server that falls behind shows its queue in the
 * figures instead of slowing the load down (no coordinated omission). `late`: requests this generator itself
 * issued more than 10 ms behind schedule (then it, not the server, was short of CPU); `skipped`: not sent because
 * 20,000 were still unanswered; `timeouts`: still unanswered 10 s after the last send (the run ends there). Paths (and their `headers`) are taken in turn, as `measure` does.
 * @param {{ origin: string, paths: string[], headers?: Record<string, string>[], rate: number, duration: number,
 *   warmup: number, afterWarmup?: () => Promise<void> }} options
 * @returns {Promise<{ rate: number, achievedRps: number, p50: number, p90: number, p99: number, max: number,
 *   requests: number, ok: number, non2xx: number, errors: number, timeouts: number, late: number, skipped: number }>}
 */
export async function measureOpenLoop({ origin, paths, headers, rate, duration, warmup, afterWarmup }) {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin)) throw new Error(`not a loopback origin: ${origin}`);
  if (!(rate > 0)) throw new Error(`open loop: no rate to offer (${rate})`);
  if (warmup > 0) {
    await offer({ origin, paths, headers, rate, duration: warmup });
    await afterWarmup?.();
  }
  return offer({ origin, paths, headers, rate, duration });
}

/** One offered window on a pool of its own, ended at most `timeoutMs` after its last send (the rest: timeouts). */
async function offer({ origin, paths, headers, rate, duration }) {
  const pool = new Pool(origin, {
    connections: OPEN_LOOP.connections,
    headersTimeout: OPEN_LOOP.timeoutMs,
    bodyTimeout: OPEN_LOOP.timeoutMs,
  });
  const total = Math.max(1, Math.round(rate * duration));
  const latencies = [];
  const counts = { ok: 0, non2xx: 0, errors: 0, timeouts: 0, late: 0, skipped: 0 };
  const inFlight = new Set();
  let lastAnswer = 0;
  let over = false;
  const one = async (n, scheduled) => {
    const i = n % paths.length;
    try {
      const { statusCode, body } = await pool.request({
        path: paths[i],
        method: 'GET',
        headers: headers?.[paths.length > 1 ? i : 0],
      });
      for await (const _chunk of body);
      if (over) return;
      const answered = performance.now();
      lastAnswer = Math.max(lastAnswer, answered);
      latencies.push(answered - scheduled);
      if (statusCode >= 200 && statusCode < 300) counts.ok += 1;
      else counts.non2xx += 1;
    } catch {
      if (!over) counts.errors += 1;
    }
  };
  const start = performance.now();
  let n = 0;
  while (n < total) {
    const now = performance.now();
    // Every request due by now, each with its own scheduled time.
    for (; n < total && start + (n * 1000) / rate <= now; n += 1) {
      const scheduled = start + (n * 1000) / rate;
      if (now - scheduled > OPEN_LOOP.lateAfterMs) counts.late += 1;
      if (inFlight.size >= OPEN_LOOP.maxOutstanding) {
        counts.skipped += 1;
        continue;
      }
      const request = one(n, scheduled).finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
    if (n < total) {
      const wait = start + (n * 1000) / rate - performance.now();
      await new Promise((resolve) =>
        wait >= 1 ? setTimeout(resolve, Math.floor(wait)) : setImmediate(resolve),
      );
    }
  }
  // What a server still owes this long after the last send is a timeout (its queue would otherwise stretch the run).
  let deadline;
  await Promise.race([
    Promise.all(inFlight),
    new Promise((resolve) => (deadline = setTimeout(resolve, OPEN_LOOP.timeoutMs))),
  ]);
  clearTimeout(deadline);
  over = true;
  counts.timeouts = inFlight.size;
  await pool.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) =>
    latencies.length === 0
      ? NaN
      : round(latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)]);
  return {
    rate,
    // Answers per second over the offered window (from the first send to the last answer).
    achievedRps: counts.ok / Math.max((lastAnswer - start) / 1000, duration),
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: latencies.length ? round(latencies[latencies.length - 1]) : NaN,
    requests: total,
    ...counts,
  };
}

const round = (value) => Math.round(value * 10) / 10;
