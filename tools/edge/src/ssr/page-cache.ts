import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { PAGE_CACHE_KEYS } from '@ped/contracts/site';
import { Redis } from 'ioredis';

/**
 * Rendered pages in Redis, under the gateway's keys (same NAMESPACE prefix):
 * - `pages:v{n}:{page}` — a page rendered at catalog version n. Every catalog event bumps `catalog:version`
 *   (the gateway's catalogue cache), so an edit changes every page's key at once, as it does the API's.
 * - `pages:last:{page}` — the last good copy, served marked stale when the page cannot be rendered.
 * - `catalog:live` — set by the gateway while it receives catalog events; without it nothing would bump the
 *   version on an edit, so pages are neither read from nor written to the cache.
 * - `pages:views` — profile views of pages served from the cache, which the gateway adds to its count (a page
 *   rendered here read the profile from the gateway, which counted that view).
 * (`@ped/contracts/site`'s PAGE_CACHE_KEYS.)
 */
const { catalogLive: LIVE_KEY, catalogVersion: VERSION_KEY, profileViews: VIEWS_KEY } = PAGE_CACHE_KEYS;

/** The last good copy is kept a day: long enough to ride out an outage, short enough not to resurrect old pages. */
const LAST_GOOD_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A stored page is its status, a space and its HTML gzipped: compressed once when it is stored, and sent as it is
 * to every browser (they all accept gzip), a sixth of the HTML's size.
 */
const encode = ({ status, gzipped }: CachedPage) => Buffer.concat([Buffer.from(`${status} `), gzipped]);
const decode = (entry: Buffer): CachedPage => ({
  status: Number(entry.subarray(0, 3).toString()),
  gzipped: entry.subarray(4),
});
/** How a stored page answered 200 begins. */
const OK_ENTRY = '200 ';
/** At most one warning per this interval while Redis is unreachable. */
const WARN_INTERVAL_MS = 10_000;

/**
 * One round trip per page: nothing unless the catalogue is live; else the version and the page at that version,
 * counting a view when it is an exporter's profile (answered 200) served from here. KEYS: live, version, views.
 * ARGV: key prefix, page hash, exporter id or ''.
 */
const PROBE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
local v = redis.call('GET', KEYS[2]) or '0'
local page = redis.call('GET', ARGV[1] .. 'pages:v' .. v .. ':' .. ARGV[2])
if page and ARGV[3] ~= '' and string.sub(page, 1, ${OK_ENTRY.length}) == '${OK_ENTRY}' then
  redis.call('HINCRBY', KEYS[3], ARGV[3], 1)
end
return {v, page}
`;

/**
 * Stores a page rendered at version ARGV[1] only if no catalog event arrived meanwhile (the version is unchanged),
 * so a render that raced an edit cannot put the old page back. KEYS: version, page, last good.
 * ARGV: version, entry, ttl ms, last-good ttl ms ('' when the page is not a good copy).
 */
const FILL = `
if (redis.call('GET', KEYS[1]) or '0') == ARGV[1] then
  redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
end
if ARGV[4] ~= '' then redis.call('SET', KEYS[3], ARGV[2], 'PX', ARGV[4]) end
return 1
`;

interface PageCacheCommands {
  pageCacheProbeBuffer(
    live: string,
    version: string,
    views: string,
    prefix: string,
    hash: string,
    exporterId: string,
  ): Promise<[Buffer, Buffer | null] | null>;
  pageCacheFill(
    version: string,
    page: string,
    lastGood: string,
    seenVersion: string,
    entry: Buffer,
    ttlMs: string,
    lastGoodTtlMs: string,
  ): Promise<number>;
}

/** A page as the edge answers it: its status and its HTML, gzipped. */
export interface CachedPage {
  status: number;
  gzipped: Buffer;
}

/** What `PageCache.page` answers: the page, and how it was obtained (the `X-Page-Cache` header). */
export interface PageAnswer extends CachedPage {
  cache: 'hit' | 'miss' | 'off' | 'stale';
}

/** What a render gives: a page worth keeping, or none (the data could not be read; the browser renders it). */
export type Rendered = { status: number; html: string } | null;

/** pathname + the query, its parameters sorted: `?b=1&a=2` and `?a=2&b=1` are one page. */
export function pageKey(url: string): string {
  const parsed = new URL(url, 'http://edge');
  parsed.searchParams.sort();
  const query = parsed.searchParams.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

/** Whether an Accept-Encoding header accepts gzip (named, and not with q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return /(^|,)\s*(gzip|\*)\s*(,|$|;\s*q=(0\.\d*[1-9]|1))/i.test(acceptEncoding ?? '');
}

const hashOf = (page: string) => createHash('sha256').update(page).digest('base64url').slice(0, 22);
const profileId = (page: string) => /^\/exporters\/(\d{1,15})$/.exec(page)?.[1] ?? '';

/**
 * The cache in front of the page renderer: a hot page costs one Redis round trip, no rendering; concurrent misses
 * of one page in this process wait for one render; a page that cannot be rendered is answered from its last good
 * copy, marked stale. When Redis fails, pages are rendered as without a cache.
 */
export class PageCache {
  private readonly redis: Redis & PageCacheCommands;
  private readonly prefix: string;
  private readonly flights = new Map<string, Promise<PageAnswer | null>>();
  private lastWarning = 0;

  constructor(
    redisUrl: string,
    namespace: string,
    private readonly ttlMs: number,
    private readonly warn: (message: string) => void,
  ) {
    this.prefix = namespace ? `${namespace}:` : '';
    const redis = new Redis(redisUrl, {
      keyPrefix: this.prefix,
      lazyConnect: true,
      // A page never waits for Redis to come back: it is rendered instead.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    redis.on('error', (error) => this.warnOnce(`page cache: Redis: ${String(error)}`));
    redis.defineCommand('pageCacheProbe', { numberOfKeys: 3, lua: PROBE });
    redis.defineCommand('pageCacheFill', { numberOfKeys: 3, lua: FILL });
    this.redis = redis as Redis & PageCacheCommands;
    void redis.connect().catch(() => undefined);
  }

  /**
   * The page at `url`: from the cache, or from `render` (once per page at a time), stored when the catalogue is
   * live; when `render` gives nothing, the last good copy if there is one. Null: render it in the browser.
   */
  async page(url: string, render: () => Promise<Rendered>): Promise<PageAnswer | null> {
    const page = pageKey(url);
    let flight = this.flights.get(page);
    if (!flight) {
      flight = this.read(page, render).finally(() => this.flights.delete(page));
      this.flights.set(page, flight);
      return flight;
    }
    // Waited for another visitor's read: a profile view of its own all the same.
    const answer = await flight;
    if (answer?.status === 200 && answer.cache !== 'stale') this.countView(page);
    return answer;
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }

  private async read(page: string, render: () => Promise<Rendered>): Promise<PageAnswer | null> {
    const hash = hashOf(page);
    const probe = await this.redis
      .pageCacheProbeBuffer(LIVE_KEY, VERSION_KEY, VIEWS_KEY, this.prefix, hash, profileId(page))
      .catch((error: unknown) => this.failed(error));
    const [versionBytes, cached] = probe ?? [];
    if (cached) return { ...decode(cached), cache: 'hit' };
    const version = versionBytes?.toString();
    const fresh = await render();
    if (!fresh) {
      const last = await this.redis
        .getBuffer(`pages:last:${hash}`)
        .catch((error: unknown) => this.failed(error));
      return last ? { ...decode(last), cache: 'stale' } : null;
    }
    const rendered = { status: fresh.status, gzipped: gzipSync(fresh.html) };
    if (version !== undefined) {
      await this.redis
        .pageCacheFill(
          VERSION_KEY,
          `pages:v${version}:${hash}`,
          `pages:last:${hash}`,
          version,
          encode(rendered),
          String(this.ttlMs),
          rendered.status === 200 ? String(LAST_GOOD_TTL_MS) : '',
        )
        .catch((error: unknown) => this.failed(error));
    }
    return { ...rendered, cache: version === undefined ? 'off' : 'miss' };
  }

  private countView(page: string): void {
    const id = profileId(page);
    if (id) void this.redis.hincrby(VIEWS_KEY, id, 1).catch((error: unknown) => this.failed(error));
  }

  private failed(error: unknown): null {
    this.warnOnce(`page cache: ${String(error)}`);
    return null;
  }

  private warnOnce(message: string): void {
    if (Date.now() - this.lastWarning < WARN_INTERVAL_MS) return;
    this.lastWarning = Date.now();
    this.warn(message);
  }
}
