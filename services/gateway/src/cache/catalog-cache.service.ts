import { randomUUID } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { LOGGER, type Logger } from '@ped/nest-kit';
import { isServiceErrorBody, type ServiceErrorBody } from '@ped/contracts';
import { CATALOG_LIVE_TTL_MS, PAGE_CACHE_KEYS, VERSIONS_LUA as VERSIONS } from '@ped/contracts/page-cache';
import { METRICS } from '@ped/telemetry';
import type { Redis } from 'ioredis';
import { GatewayConfig } from '../config/gateway.config.js';
import { REDIS } from '../redis/redis.module.js';
import { markStale } from './stale-answers.js';
import {
  exporterKeys,
  resolveKey,
  VERSION_PLACEHOLDER,
  type CacheKey,
  type Invalidation,
} from './catalog-cache.keys.js';

/**
 * One round trip per read: the current versions the key depends on (KEYS), the value of the key at
 * those versions and, on a miss, the fill lock (`<key>:lock`, SET NX PX) for this caller. The key is
 * built here from the pattern because it depends on the versions; ARGV[1] is the client's key prefix
 * (the namespace). Answers {versions, value | nil, 1 when the lock was taken}.
 */
const PROBE = `${VERSIONS}
local v = versions(1)
local key = ARGV[1] .. (string.gsub(ARGV[2], '${VERSION_PLACEHOLDER}', v))
local value = redis.call('GET', key)
if value then return {v, value, 0} end
local locked = redis.call('SET', key .. ':lock', ARGV[3], 'NX', 'PX', ARGV[4])
return {v, false, locked and 1 or 0}
`;

/**
 * Stores the entry only if no catalog event bumped a version it depends on since the probe (they are
 * unchanged), so a load that raced an invalidation cannot put the old answer back; then releases the
 * caller's lock. KEYS: key, lock, the versions. ARGV: versions seen, entry, ttl ms, lock token.
 */
const FILL = `${VERSIONS}
if versions(3) == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
end
if redis.call('GET', KEYS[2]) == ARGV[4] then redis.call('DEL', KEYS[2]) end
return 1
`;

/** Releases the caller's lock after a failed load. KEYS: lock. ARGV: token. */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1
`;

/** The scripts with a variable number of keys take that number first (ioredis, no `numberOfKeys`). */
interface CacheCommands {
  catalogCacheProbe(
    keyCount: number,
    ...keysThenArgs: [
      ...versionKeys: string[],
      prefix: string,
      pattern: string,
      token: string,
      lockMs: number,
    ]
  ): Promise<[string, string | null, number]>;
  catalogCacheFill(keyCount: number, ...keysThenArgs: (string | number)[]): Promise<number>;
  catalogCacheRelease(lock: string, token: string): Promise<number>;
}

/** A cached 404 is stored as this marker followed by the error body's JSON (a value never starts with it). */
const NOT_FOUND_MARK = '!';
/** 404s are kept at most this long (events remove them anyway when the thing appears). */
const NOT_FOUND_TTL_SECONDS = 10;
/** The last good answer of a key, kept for CATALOG_STALE_SECONDS: `stale:<key without version>`. */
const STALE_PREFIX = 'stale:';
/** A stale copy is stored as the time it was made (ms), this separator, then the entry. */
const STALE_SEPARATOR = '|';

/** A key's entry, where it came from (counted: `ped_catalog_cache_answers_total`), and a stale copy's age. */
interface Answer {
  entry: string;
  result: 'hit' | 'miss' | 'stale';
  staleAgeSeconds?: number;
}

/** How often a caller waiting for another filler looks again. */
const POLL_MS = 10;
/** At most one warning per this interval while Redis is unreachable. */
const WARN_INTERVAL_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The gateway's read cache for the public catalogue (cache-aside in Redis, DESIGN §8):
 * `cached(key, load)` answers from Redis, or loads once per key (one filler per key across every
 * instance: a Redis lock, plus one in-flight promise per key in this process) and stores the JSON
 * the service returned for CATALOG_CACHE_TTL_SECONDS. Successful answers are cached, and 404s for at
 * most 10 s; other errors never. Catalog events (CatalogEventsListener → `invalidate`) bump the
 * version of list keys and delete an exporter's keys. With the TTL at 0, while the event feed is
 * not live, or when Redis fails, every call goes straight to the services. Every good answer is also
 * kept as the key's stale copy: when the catalog service does not answer (503), a copy at most
 * CATALOG_STALE_SECONDS old answers instead, marked stale (stale-answers.ts).
 */
@Injectable()
export class CatalogCacheService {
  private readonly logger: Logger;
  private readonly redis: Redis & CacheCommands;
  private readonly prefix: string;
  private readonly ttlSeconds: number;
  private readonly lockMs: number;
  private readonly staleMs: number;
  private readonly flights = new Map<string, Promise<Answer>>();
  private live = false;
  private liveMark?: NodeJS.Timeout;
  private lastWarning = 0;

  constructor(@Inject(REDIS) redis: Redis, config: GatewayConfig, @Inject(LOGGER) logger: Logger) {
    this.logger = logger.child({ component: 'CatalogCache' });
    this.ttlSeconds = config.CATALOG_CACHE_TTL_SECONDS;
    // A filler that died leaves its lock for at most one service timeout and a margin.
    this.lockMs = config.SERVICE_TIMEOUT_MS + 1000;
    this.staleMs = config.CATALOG_STALE_SECONDS * 1000;
    this.prefix = redis.options.keyPrefix ?? '';
    if (!('catalogCacheProbe' in redis)) {
      redis.defineCommand('catalogCacheProbe', { lua: PROBE });
      redis.defineCommand('catalogCacheFill', { lua: FILL });
      redis.defineCommand('catalogCacheRelease', { numberOfKeys: 1, lua: RELEASE });
    }
    this.redis = redis as Redis & CacheCommands;
  }

  /** Whether the cache is configured on (CATALOG_CACHE_TTL_SECONDS > 0). */
  get enabled(): boolean {
    return this.ttlSeconds > 0;
  }

  /**
   * Reads go through the cache only while catalog events are being received: without them nothing
   * would remove a changed answer before its TTL. Meanwhile `catalog:live` says so to the edge, whose
   * rendered pages depend on the same events.
   */
  setLive(live: boolean): void {
    this.live = live;
    clearInterval(this.liveMark);
    this.liveMark = undefined;
    if (!live) return;
    const mark = () =>
      void this.redis
        .set(PAGE_CACHE_KEYS.catalogLive, '1', 'PX', CATALOG_LIVE_TTL_MS)
        .catch((error: unknown) => this.warn(error));
    mark();
    this.liveMark = setInterval(mark, CATALOG_LIVE_TTL_MS / 3).unref();
  }

  /**
   * The answer of `load` for the key `keyOf` gives, from the cache when it holds one. The key is
   * only built when the cache is used (a list's key hashes its query).
   */
  async cached<T>(keyOf: () => CacheKey, load: () => Promise<T>, ttlSeconds = this.ttlSeconds): Promise<T> {
    if (ttlSeconds <= 0) return load();
    const key = keyOf();
    let flight = this.flights.get(key.pattern);
    if (!flight) {
      // Without the event feed nothing would remove a changed answer: straight to the service.
      flight = (
        this.live
          ? this.fetch(key, load, ttlSeconds)
          : this.loadAndKeep(key, load).then((entry): Answer => ({ entry, result: 'miss' }))
      )
        .catch((error: unknown) => this.staleOr(key, error))
        .finally(() => this.flights.delete(key.pattern));
      this.flights.set(key.pattern, flight);
    }
    const { entry, result, staleAgeSeconds } = await flight;
    METRICS.catalogCacheAnswers.inc({ result });
    if (staleAgeSeconds !== undefined) markStale(staleAgeSeconds);
    return decode<T>(entry);
  }

  /**
   * Applies one catalog event: bump its versions (and `catalog:changes`, which the edge's in-memory pages
   * follow) and delete the exporters' keys, atomically.
   */
  async invalidate({ exporterIds, versionKeys }: Invalidation): Promise<void> {
    if (versionKeys.length === 0 && exporterIds.length === 0) return;
    const transaction = this.redis.multi();
    for (const versionKey of versionKeys) transaction.incr(versionKey);
    transaction.incr(PAGE_CACHE_KEYS.catalogChanges);
    const keys = exporterIds.flatMap(exporterKeys);
    // A removed or changed exporter's stale copies go too: none may answer for it later.
    if (keys.length > 0) transaction.del(...keys, ...keys.map((k) => STALE_PREFIX + k));
    const results = await transaction.exec();
    const failed = results?.find(([error]) => error);
    if (!results || failed) throw failed?.[0] ?? new Error('Redis transaction aborted');
  }

  /** The entry for `key`: from Redis, after another filler, or loaded (and stored) here. */
  private async fetch<T>(key: CacheKey, load: () => Promise<T>, ttlSeconds: number): Promise<Answer> {
    const token = randomUUID();
    const deadline = Date.now() + this.lockMs;
    for (;;) {
      let probe: [string, string | null, number];
      try {
        probe = await this.redis.catalogCacheProbe(
          key.versions.length,
          ...key.versions,
          this.prefix,
          key.pattern,
          token,
          this.lockMs,
        );
      } catch (error) {
        this.warn(error);
        return { entry: await encode(load), result: 'miss' };
      }
      const [version, value, locked] = probe;
      if (value !== null) return { entry: value, result: 'hit' };
      // This caller fills; or another filler took too long and this one loads itself.
      if (locked === 1 || Date.now() >= deadline)
        return { entry: await this.fill(key, version, load, ttlSeconds, token), result: 'miss' };
      await sleep(POLL_MS);
    }
  }

  private async fill<T>(
    key: CacheKey,
    version: string,
    load: () => Promise<T>,
    ttlSeconds: number,
    token: string,
  ): Promise<string> {
    const redisKey = resolveKey(key, version);
    const lock = `${redisKey}:lock`;
    let entry: string;
    let ttlMs = ttlSeconds * 1000;
    try {
      entry = await encode(load);
    } catch (error) {
      const notFound = notFoundBody(error);
      if (!notFound) {
        await this.redis.catalogCacheRelease(lock, token).catch((e: unknown) => this.warn(e));
        throw error;
      }
      entry = NOT_FOUND_MARK + JSON.stringify(notFound);
      ttlMs = Math.min(ttlSeconds, NOT_FOUND_TTL_SECONDS) * 1000;
    }
    await this.redis
      .catalogCacheFill(
        2 + key.versions.length,
        redisKey,
        lock,
        ...key.versions,
        version,
        entry,
        ttlMs,
        token,
      )
      .catch((e: unknown) => this.warn(e));
    if (!entry.startsWith(NOT_FOUND_MARK)) this.keepStaleCopy(key, entry);
    return entry;
  }

  /** Loads without the cache, keeping the answer as the key's stale copy. */
  private async loadAndKeep<T>(key: CacheKey, load: () => Promise<T>): Promise<string> {
    const entry = await encode(load);
    this.keepStaleCopy(key, entry);
    return entry;
  }

  private keepStaleCopy(key: CacheKey, entry: string): void {
    if (this.staleMs <= 0) return;
    void this.redis
      .set(staleKey(key), `${Date.now()}${STALE_SEPARATOR}${entry}`, 'PX', this.staleMs)
      .catch((e: unknown) => this.warn(e));
  }

  /** The key's stale copy when `error` says the service is unavailable and there is one; else `error`. */
  private async staleOr(key: CacheKey, error: unknown): Promise<Answer> {
    if (
      this.staleMs <= 0 ||
      !(error instanceof HttpException) ||
      error.getStatus() !== HttpStatus.SERVICE_UNAVAILABLE
    )
      throw error;
    const copy = await this.redis.get(staleKey(key)).catch((e: unknown) => void this.warn(e));
    if (!copy) throw error;
    const at = copy.indexOf(STALE_SEPARATOR);
    const staleAgeSeconds = Math.max(0, Math.round((Date.now() - Number(copy.slice(0, at))) / 1000));
    return { entry: copy.slice(at + 1), result: 'stale', staleAgeSeconds };
  }

  private warn(error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_INTERVAL_MS) return;
    this.lastWarning = now;
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.warn(`catalogue cache unavailable, answering from the services: ${reason}`);
  }
}

function staleKey(key: CacheKey): string {
  return STALE_PREFIX + resolveKey(key, 0).replace(/^catalog:v0:/, 'catalog:');
}

async function encode<T>(load: () => Promise<T>): Promise<string> {
  return JSON.stringify(await load());
}

function decode<T>(entry: string): T {
  if (entry.startsWith(NOT_FOUND_MARK)) {
    throw new HttpException(JSON.parse(entry.slice(NOT_FOUND_MARK.length)) as object, HttpStatus.NOT_FOUND);
  }
  return JSON.parse(entry) as T;
}

/** The service's 404 answer, when `error` is one (ServiceClient raises it as an HttpException). */
function notFoundBody(error: unknown): ServiceErrorBody | undefined {
  if (!(error instanceof HttpException) || error.getStatus() !== HttpStatus.NOT_FOUND) return undefined;
  const body = error.getResponse();
  return isServiceErrorBody(body) ? body : undefined;
}
