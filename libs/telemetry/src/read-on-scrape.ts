import type { Gauge } from 'prom-client';
import { declareMetrics } from './registry.js';

/** One value of a gauge, with its labels. */
export interface Reading {
  labels?: Record<string, string>;
  value: number;
}

type Read = () => Promise<Reading[]> | Reading[];

const readers = new Map<Gauge, Set<Read>>();

/** The collect function of a gauge whose values are read when it is scraped (see `readOnScrape`). */
export async function collectReadings(gauge: Gauge): Promise<void> {
  gauge.reset();
  for (const read of readers.get(gauge) ?? []) {
    // A source that cannot be read now (its database away) leaves its series out of this scrape.
    const readings = await Promise.resolve()
      .then(read)
      .catch(() => []);
    for (const { labels = {}, value } of readings) gauge.set(labels, value);
  }
}

/**
 * One read shared by several gauges of a scrape (a consumer's info gives three): made at most once a second,
 * every caller meanwhile getting the same answer.
 */
export function sharedRead<T>(read: () => Promise<T>, maxAgeMs = 1000): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > maxAgeMs) last = { at: Date.now(), value: read() };
    return last.value;
  };
}

/**
 * Has `gauge` read by `read` at every scrape (a backlog counted in the database, a pool's connections):
 * nothing is kept up to date in between. Returns the function that stops it (a module that closes).
 */
export function readOnScrape(gauge: Gauge, read: Read): () => void {
  declareMetrics(gauge);
  let set = readers.get(gauge);
  if (!set) readers.set(gauge, (set = new Set()));
  set.add(read);
  return () => void set.delete(read);
}
