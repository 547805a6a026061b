// Live delivery under load: `connections` open `GET /api/live` streams on one gateway, spread over the
// signed-in parties, while `rate` messages a second go between random pairs of them for `seconds`
// (POST /api/conversations/{id}/messages through the same gateway, sent on schedule whether or not
// earlier ones were answered). For each message: the time from the POST's answer (send accepted) to
// its arrival on every one of the recipient's streams; lost when some stream of the recipient did not
// get it within LOST_AFTER_MS, duplicated when any stream got it twice. And the gateway's resident
// memory (/proc/<pid>/status) before the streams open, with them open, and after the messages. Where
// the time goes: the outbox's own record of when each message's event was published, and the event-loop
// delay of the gateway (and of messaging) over the send window, from their /metrics.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

/** A message not on all of its recipient's streams this long after its send was answered is lost. */
export const LOST_AFTER_MS = 5000;

/** Streams opened at once while connecting (each costs the gateway a token check and a Redis call). */
const OPEN_CONCURRENCY = 50;

/**
 * @typedef {{ key: string, token: string }} Party
 * @param {{ origin: string, databaseUrl: string, pid?: number, parties: Party[],
 *   pairs: { conversationId: number, buyer: Party, exporter: Party }[],
 *   connections: number, rate: number, seconds: number, metricsPorts?: Record<string, number>,
 *   log?: (line: string) => void }} options
 * `metricsPorts`: process name (`gateway`, `messaging`) → its METRICS_PORT, for its event-loop delay.
 */
export async function measureLive({
  origin,
  databaseUrl,
  pid,
  parties,
  pairs,
  connections,
  rate,
  seconds,
  metricsPorts = {},
  log = () => {},
}) {
  if (pairs.length === 0) throw new Error('no active conversation between signed-in parties');
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const streams = [];
  const openErrors = [];
  const byParty = new Map(parties.map((party) => [party.key, []]));
  try {
    await sleep(1000);
    const rssBefore = rssKb(pid);
    const openStarted = performance.now();
    for (let i = 0; i < connections; i += OPEN_CONCURRENCY) {
      const batch = [];
      for (let j = i; j < Math.min(i + OPEN_CONCURRENCY, connections); j++) {
        const party = parties[j % parties.length];
        batch.push(
          openStream(origin, party, agent).then(
            (stream) => {
              streams.push(stream);
              byParty.get(party.key).push(stream);
            },
            (error) => openErrors.push(String(error?.message ?? error)),
          ),
        );
      }
      await Promise.all(batch);
    }
    const openMs = performance.now() - openStarted;
    await sleep(2000);
    const rssOpen = rssKb(pid);
    if (openErrors.length)
      log(`  ${openErrors.length} streams failed to open: ${[...new Set(openErrors)][0]}`);
    log(
      `  ${streams.length} streams open over ${parties.length} parties in ${(openMs / 1000).toFixed(1)} s; ` +
        `gateway RSS ${mb(rssBefore)} → ${mb(rssOpen)}`,
    );

    // The messages, on schedule: message n is sent at n / rate seconds.
    const random = mulberry32(17);
    const total = Math.round(seconds * rate);
    const sends = [];
    // Each process's event-loop histogram restarts at every scrape: this one opens the window.
    await eventLoopDelays(metricsPorts);
    const started = performance.now();
    for (let n = 0; n < total; n++) {
      const wait = started + (n * 1000) / rate - performance.now();
      if (wait > 1) await sleep(wait);
      const pair = pairs[Math.floor(random() * pairs.length)];
      const fromBuyer = random() < 0.5;
      sends.push(
        send(origin, fromBuyer ? pair.buyer : pair.exporter, pair.conversationId, n).then((sent) => ({
          ...sent,
          recipient: (fromBuyer ? pair.exporter : pair.buyer).key,
        })),
      );
    }
    const sent = await Promise.all(sends);
    const eventLoop = await eventLoopDelays(metricsPorts);
    const accepted = sent.filter((message) => message.id !== undefined);
    const lastAnswer = Math.max(...sent.map((message) => message.answeredAt));
    // Until every accepted message reached all of its recipient's streams, or the lost deadline.
    const arrived = (message) =>
      byParty.get(message.recipient).every((stream) => stream.arrivals.has(message.id));
    while (performance.now() < lastAnswer + LOST_AFTER_MS && !accepted.every(arrived)) await sleep(100);
    const rssAfter = rssKb(pid);

    const latencies = [];
    let lost = 0;
    let early = 0;
    for (const message of accepted) {
      const times = byParty.get(message.recipient).map((stream) => stream.arrivals.get(message.id)?.[0]);
      // A recipient without a stream (all of its failed to open) cannot get it: lost too.
      const last =
        times.length === 0 || times.some((time) => time === undefined) ? Infinity : Math.max(...times);
      if (last - message.answeredAt > LOST_AFTER_MS) {
        lost += 1;
        continue;
      }
      // The event may reach the stream before the answer reaches the client: that counts as 0.
      if (last < message.answeredAt) early += 1;
      latencies.push(Math.max(0, last - message.answeredAt));
    }
    const ids = new Set(accepted.map((message) => message.id));
    let duplicated = 0;
    for (const stream of streams)
      for (const [id, times] of stream.arrivals) if (ids.has(id)) duplicated += times.length - 1;
    const sendTimes = accepted.map((message) => message.answeredAt - message.sentAt);
    const relay = await relayTimes(databaseUrl, [...ids]);
    const result = {
      connections: streams.length,
      openFailed: openErrors.length,
      openErrors: [...new Set(openErrors)].slice(0, 3),
      parties: parties.length,
      pairs: pairs.length,
      rate,
      seconds,
      openMs: Math.round(openMs),
      sent: sent.length,
      accepted: accepted.length,
      failedSends: sent.length - accepted.length,
      sendErrors: [...new Set(sent.filter((message) => message.error).map((message) => message.error))].slice(
        0,
        3,
      ),
      sendP50: percentile(sendTimes, 0.5),
      sendP99: percentile(sendTimes, 0.99),
      delivered: latencies.length,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: latencies.length ? Math.max(...latencies) : NaN,
      early,
      relayP50: relay.p50,
      relayP99: relay.p99,
      lost,
      duplicated,
      dropped: streams.filter((stream) => stream.closed).length,
      eventLoop,
      rss:
        rssBefore === null
          ? null
          : {
              beforeKb: rssBefore,
              openKb: rssOpen,
              afterKb: rssAfter,
              perConnectionKb: (rssOpen - rssBefore) / Math.max(streams.length, 1),
            },
    };
    log(
      `  ${result.accepted} of ${result.sent} messages accepted (send p50 ${ms(result.sendP50)} ms, p99 ` +
        `${ms(result.sendP99)} ms); delivery to all the recipient's streams p50 ${ms(result.p50)} ms, ` +
        `p99 ${ms(result.p99)} ms, max ${ms(result.max)} ms; lost ${lost}, duplicated ${duplicated}, ` +
        `streams dropped ${result.dropped}; outbox relay p50 ${ms(result.relayP50)} ms, ` +
        `p99 ${ms(result.relayP99)} ms; gateway RSS after ${mb(rssAfter)}` +
        Object.entries(eventLoop)
          .map(
            ([name, delay]) =>
              `; ${name} event-loop delay p50 ${ms(delay.p50)} ms, p99 ${ms(delay.p99)} ms, max ${ms(delay.max)} ms`,
          )
          .join(''),
    );
    return result;
  } finally {
    for (const stream of streams) stream.close();
    agent.destroy();
  }
}

/** One Server-Sent Events stream, read by hand: the arrival times of each message event, by message id. */
function openStream(origin, party, agent) {
  const url = new URL('/api/live', origin);
  return new Promise((resolve, reject) => {
    const stream = { closed: false, arrivals: new Map(), close: () => undefined };
    const request = http.get(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        agent,
        headers: { authorization: `Bearer ${party.token}`, accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`GET /api/live as ${party.key}: ${response.statusCode}`));
          return;
        }
        let closing = false;
        stream.close = () => {
          closing = true;
          request.destroy();
        };
        response.on('close', () => {
          if (!closing) stream.closed = true;
        });
        response.setEncoding('utf8');
        let pending = '';
        response.on('data', (chunk) => {
          const at = performance.now();
          pending += chunk;
          for (let end = pending.indexOf('\n\n'); end >= 0; end = pending.indexOf('\n\n')) {
            const id = messageIdOf(pending.slice(0, end));
            pending = pending.slice(end + 2);
            if (id === undefined) continue;
            const times = stream.arrivals.get(id);
            if (times) times.push(at);
            else stream.arrivals.set(id, [at]);
          }
        });
        resolve(stream);
      },
    );
    request.on('error', (error) => {
      stream.closed = true;
      reject(error);
    });
  });
}

/** The message id of an `event: message` frame (undefined for anything else: comments, ids, resyncs). */
function messageIdOf(frame) {
  let event = 'message';
  let data;
  for (const line of frame.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data = line.slice(5).trim();
  }
  if (event !== 'message' || data === undefined) return undefined;
  return JSON.parse(data).messageId;
}

async function send(origin, sender, conversationId, n) {
  const sentAt = performance.now();
  try {
    const response = await fetch(`${origin}/api/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: `Live bench message ${n + 1}: please confirm the shipment date.` }),
    });
    const answeredAt = performance.now();
    const body = await response.json().catch(() => ({}));
    if (response.status !== 201)
      return { sentAt, answeredAt, error: `${response.status} ${body.message ?? ''}` };
    return { sentAt, answeredAt, id: body.id };
  } catch (error) {
    return { sentAt, answeredAt: performance.now(), error: String(error?.message ?? error) };
  }
}

/**
 * From the start of each message's send transaction (the outbox row's created_at) until the outbox relay
 * published its event (published_at, the start of the relay's transaction), in ms: p50 and p99.
 */
async function relayTimes(databaseUrl, messageIds) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'ped-bench-live' });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50,
              percentile_cont(0.99) WITHIN GROUP (ORDER BY ms) AS p99
         FROM (SELECT extract(epoch FROM published_at - created_at) * 1000 AS ms FROM messaging.outbox
                WHERE subject = 'messaging.message.sent'
                  AND (envelope -> 'data' ->> 'messageId')::int = ANY($1::int[])) t`,
      [messageIds],
    );
    return { p50: Number(rows[0].p50 ?? NaN), p99: Number(rows[0].p99 ?? NaN) };
  } finally {
    await client.end();
  }
}

/**
 * Each process's event-loop delay (ms) since its previous scrape: prom-client's default metrics read a
 * `perf_hooks.monitorEventLoopDelay` histogram (sampled every 10 ms, so an idle loop shows ~10 ms) and
 * reset it at each collect. Null for a process whose /metrics cannot be read.
 */
async function eventLoopDelays(ports) {
  const delays = {};
  for (const [name, port] of Object.entries(ports)) {
    const text = await fetch(`http://127.0.0.1:${port}/metrics`)
      .then((response) => (response.ok ? response.text() : ''))
      .catch(() => '');
    const read = (metric) => {
      const line = text.split('\n').find((l) => l.startsWith(`${metric}{`) || l.startsWith(`${metric} `));
      return line === undefined ? NaN : Number(line.slice(line.lastIndexOf(' ') + 1)) * 1000;
    };
    const delay = {
      p50: read('nodejs_eventloop_lag_p50_seconds'),
      p99: read('nodejs_eventloop_lag_p99_seconds'),
      max: read('nodejs_eventloop_lag_max_seconds'),
    };
    delays[name] = Number.isFinite(delay.max) ? delay : null;
  }
  return delays;
}

/** The process's resident set (kB), or null where /proc has no such process. */
function rssKb(pid) {
  if (!pid) return null;
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  } catch {
    return null;
  }
}

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

/** A small seeded generator: the same pairs and directions on every run. */
function mulberry32(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (msDelay) => new Promise((resolve) => setTimeout(resolve, msDelay));
const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const mb = (kb) => (kb === null || kb === undefined ? 'n/a' : `${(kb / 1024).toFixed(1)} MiB`);
