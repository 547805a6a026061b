import { Counter, Gauge, Histogram } from 'prom-client';
import type { Registry } from 'prom-client';
import { collectReadings } from './read-on-scrape.js';

// Every metric of the directory, in one place: the dashboards and alert rules under deploy/ name only these
// (a test checks it). Labels stay few and bounded: route templates and patterns, never ids or addresses.
// A process serves only the metrics it declares (`declareMetrics`, or `readOnScrape` for a gauge it reads):
// the edge has no outbox to report.

/** Request times in seconds: from 5 ms (a cached read) to 10 s (past every timeout). */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const registers: Registry[] = [];
const scraped = (name: string, help: string, labelNames: string[] = []) =>
  new Gauge({
    name,
    help,
    labelNames,
    registers,
    collect() {
      return collectReadings(this);
    },
  });

export const METRICS = {
  /** Gateway and edge: each HTTP request by route template (`/api/exporters/:id`), method and status class. */
  httpRequestDuration: new Histogram({
    name: 'ped_http_request_duration_seconds',
    help: 'HTTP requests by route template, method and status class (2xx…5xx), with their duration',
    labelNames: ['route', 'method', 'status_class'],
    buckets: SECONDS,
    registers,
  }),
  /** Gateway: its NATS requests to the services by pattern; outcome ok, refused (a domain error), timeout, unavailable. */
  rpcClientDuration: new Histogram({
    name: 'ped_rpc_client_duration_seconds',
    help: "The gateway's NATS requests by pattern and outcome, with their duration",
    labelNames: ['pattern', 'outcome'],
    buckets: SECONDS,
    registers,
  }),
  /** Services: the NATS requests they handled by pattern; outcome ok or error. */
  rpcServerDuration: new Histogram({
    name: 'ped_rpc_server_duration_seconds',
    help: "A service's handled NATS requests by pattern and outcome, with their duration",
    labelNames: ['pattern', 'outcome'],
    buckets: SECONDS,
    registers,
  }),
  outboxPending: scraped('ped_outbox_pending_events', 'Events committed and not yet published'),
  outboxOldestAge: scraped(
    'ped_outbox_oldest_pending_age_seconds',
    'Age of the oldest event not yet published (0 when none)',
  ),
  consumerPending: scraped(
    'ped_event_consumer_pending',
    'Events in the stream not yet delivered to the consumer',
    ['consumer'],
  ),
  consumerAckPending: scraped(
    'ped_event_consumer_ack_pending',
    'Events delivered to the consumer and not yet acknowledged',
    ['consumer'],
  ),
  consumerRedelivered: scraped(
    'ped_event_consumer_redelivered',
    'Events delivered to the consumer more than once and not yet acknowledged',
    ['consumer'],
  ),
  deadLetters: scraped('ped_event_dead_letters', 'Events a consumer gave up on, not replayed', ['consumer']),
  dbPoolConnections: scraped(
    'ped_db_pool_connections',
    "The database pool's connections in use and idle, and the queries waiting for one",
    ['state'],
  ),
  mailOutbox: scraped('ped_mail_outbox', 'Mails queued (not yet sent) and failed for good', ['state']),
  smsOutbox: scraped('ped_sms_outbox', 'Texts queued (not yet sent) and failed for good', ['state']),
  liveStreamsOpen: scraped('ped_live_streams_open', 'Live streams (Server-Sent Events) open on this gateway'),
  /** Edge: pages answered from the page cache (hit), rendered (miss), from the last good copy (stale), uncached (off). */
  pageCacheAnswers: new Counter({
    name: 'ped_page_cache_answers_total',
    help: 'Server-rendered pages by how they were answered: hit, miss, stale, off',
    labelNames: ['result'],
    registers,
  }),
  /** Gateway: catalogue reads answered from the cache (hit), the service (miss), or the last good copy (stale). */
  catalogCacheAnswers: new Counter({
    name: 'ped_catalog_cache_answers_total',
    help: 'Cached catalogue reads by how they were answered: hit, miss, stale',
    labelNames: ['result'],
    registers,
  }),
} as const;

/** "2xx" for 204, "5xx" for 503. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** Counts one HTTP request (an unmatched path counts under `unmatched`, so no URL becomes a label). */
export function observeHttpRequest(
  route: string | undefined,
  method: string,
  status: number,
  seconds: number,
) {
  METRICS.httpRequestDuration.observe(
    { route: route ?? 'unmatched', method, status_class: statusClass(status) },
    seconds,
  );
}
