import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { PAGE_CACHE_KEYS, VERSIONS_LUA as VERSIONS } from '@ped/contracts/page-cache';
import { renderedQueryParams } from '@ped/contracts/site';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { categorySlug, pageVersionKeys, type CategoryIds } from './page-versions.js';

/**
 * Rendered pages in Redis, under the gateway's keys (same NAMESPACE prefix):
 * - `pages:v{versions}:{page}` — a page rendered at the versions of what it shows (pageVersionKeys: the
 *   exporter's for a profile, the category's for a category page, the lists' for the others, and the global
 *   one), joined by `.`. The gateway bumps them on catalog events as it does for its own keys, so an edit
 *   changes the keys of the pages that show it, and of those only.
 * - `pages:last:{page}` — the last good copy of a page without a query (`keepsLastGood`), served marked stale when
 *   the page cannot be rendered.
 * - `catalog:live` — set by the gateway while it receives catalog events; without it nothing would bump the
 *   version on an edit, so pages are neither read from nor written to the cache.
 * - `pages:views` — profile views of pages served from the cache, which the gateway adds to its count (a page
 *   rendered here read the profile from the gateway, which counted that view).
 * (`@ped/contracts/page-cache`'s PAGE_CACHE_KEYS.) The hottest pages are also kept in this process, checked against
 * `catalog:changes` (bumped on every catalog event) and the global version, which this edge reads from Redis every
 * VERSION_POLL_MS: after any event a kept page costs one round trip again, which finds it in Redis unless the event
 * was about it.
 */
const {
  catalogLive: LIVE_KEY,
  catalogChanges: CHANGES_KEY,
  catalogVersion: GLOBAL_KEY,
  profileViews: VIEWS_KEY,
} = PAGE_CACHE_KEYS;

/** The last good copy is kept a day: long enough to ride out an outage, short enough not to resurrect old pages. */
const LAST_GOOD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a page gets a last good copy: one without a query (the home page, a category, a profile, a list's first
 * page unfiltered). A list's searches and filters are as many pages as visitors type, each kept a day otherwise.
 */
export const keepsLastGood = (page: string) => !page.includes('?');
/** How often the catalogue version is read: an edit reaches pages kept in this process this much later at most. */
const VERSION_POLL_MS = 100;
/** Pages kept in this process, by their gzipped size. */
const MEMORY_BYTES = 64 * 1024 * 1024;
/** How often the views of pages answered from the cache are added to `pages:views`. */
const VIEWS_FLUSH_MS = 1000;
/** At most one warning per this interval while Redis is unreachable. */
const WARN_INTERVAL_MS = 10_000;

/**
 * A stored page is its status, a space and its HTML gzipped: compressed once when it is stored, and sent as it is
 * to every browser (they all accept gzip), a sixth of the HTML's size.
 */
const encode = ({ status, gzipped }: CachedPage) => Buffer.concat([Buffer.from(`${status} `), gzipped]);
const decode = (entry: Buffer): CachedPage => ({
  status: Number(entry.subarray(0, 3).toString()),
  gzipped: entry.subarray(4),
});

/**
 * One round trip for a page not kept in this process: nothing unless the catalogue is live; else what kept pages
 * are checked against (the changes counter and the global version), the page's versions and the page at those
 * versions. KEYS: live, changes, global version, the page's version keys. ARGV: key prefix, page hash.
 */
const PROBE = `${VERSIONS}
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
local v = versions(4)
local changes = (redis.call('GET', KEYS[2]) or '0') .. '.' .. (redis.call('GET', KEYS[3]) or '0')
return {changes, v, redis.call('GET', ARGV[1] .. 'pages:v' .. v .. ':' .. ARGV[2])}
`;

/**
 * Stores a page rendered at versions ARGV[1] only if no catalog event bumped one of them meanwhile (they are
 * unchanged), so a render that raced an edit cannot put the old page back. KEYS: page, last good, the page's
 * version keys. ARGV: versions, entry, ttl ms, last-good ttl ms ('' when the page is not a good copy).
 */
const FILL = `${VERSIONS}
if versions(3) == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
end
if ARGV[4] ~= '' then redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[4]) end
return 1
`;

/** Both scripts take their number of keys first (ioredis, no `numberOfKeys`): their version keys vary. */
interface PageCacheCommands {
  pageCacheProbeBuffer(
    keyCount: number,
    ...keysThenArgs: string[]
  ): Promise<[Buffer, Buffer, Buffer | null] | null>;
  pageCacheFill(keyCount: number, ...keysThenArgs: (string | Buffer)[]): Promise<number>;
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

/**
 * The page a URL shows, as it is rendered and kept: its pathname and the query parameters the page reads
 * (`renderedQueryParams`), sorted. `?b=1&a=2` and `?a=2&b=1` are one page, and so are `/exporters/1` and
 * `/exporters/1?utm_source=x`: a parameter the page ignores neither costs a render nor takes room in the cache.
 */
export function pageKey(url: string): string {
  const parsed = new URL(url, 'http://edge');
  const read = new Set(renderedQueryParams(parsed.pathname));
  const params = new URLSearchParams([...parsed.searchParams].filter(([name]) => read.has(name)));
  params.sort();
  const query = params.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

/** Whether an Accept-Encoding header accepts gzip (named, and not with q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return /(^|,)\s*(gzip|\*)\s*(,|$|;\s*q=(0\.\d*[1-9]|1))/i.test(acceptEncoding ?? '');
}

const hashOf = (page: string) => createHash('sha256').update(page).digest('base64url').slice(0, 22);
const profileId = (page: string) => /^\/exporters\/(\d{1,15})$/.exec(page)?.[1];

/**
 * The cache in front of the page renderer. A hot page costs no rendering and no round trip: it is kept in this
 * process under the catalogue version it was rendered at, which this edge reads every 100 ms; others cost one
 * Redis round trip. Concurrent misses of one page in this process wait for one render. A page that cannot be
 * rendered is answered from its last good copy, marked stale. When Redis fails, pages are rendered as without a
 * cache.
 */
export class PageCache {
  private readonly redis: Redis & PageCacheCommands;
  private readonly prefix: string;
  private readonly flights = new Map<string, Promise<PageAnswer | null>>();
  /** Pages kept here, each with the liveChanges it was read or rendered at. */
  private readonly memory = new LRUCache<string, CachedPage & { changes: string }>({
    maxSize: MEMORY_BYTES,
    sizeCalculation: (page) => page.gzipped.length + 100,
  });
  /**
   * `{catalog:changes}.{global version}` while the catalogue is live, as last read (undefined: not live, or Redis
   * not answering).
   */
  private liveChanges?: string;
  private views = new Map<string, number>();
  private readonly timers: NodeJS.Timeout[];
  private lastWarning = 0;

  constructor(
    redisUrl: string,
    namespace: string,
    private readonly ttlMs: number,
    private readonly warn: (message: string) => void,
    private readonly categoryIds: CategoryIds,
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
    redis.defineCommand('pageCacheProbe', { lua: PROBE });
    redis.defineCommand('pageCacheFill', { lua: FILL });
    this.redis = redis as Redis & PageCacheCommands;
    void redis.connect().catch(() => undefined);
    this.timers = [
      setInterval(() => void this.readVersion(), VERSION_POLL_MS).unref(),
      setInterval(() => void this.flushViews(), VIEWS_FLUSH_MS).unref(),
    ];
  }

  /**
   * The page `page` (a `pageKey`): from the cache, or from `render` (once per page at a time), stored when the
   * catalogue is live; when `render` gives nothing, the last good copy if there is one. Null: render it in the
   * browser.
   */
  async page(page: string, render: () => Promise<Rendered>): Promise<PageAnswer | null> {
    const hash = hashOf(page);
    const kept = this.memory.get(hash);
    if (kept && kept.changes === this.liveChanges) {
      this.countView(page, kept, 'hit');
      return { status: kept.status, gzipped: kept.gzipped, cache: 'hit' };
    }
    let flight = this.flights.get(hash);
    const first = !flight;
    if (!flight) {
      flight = this.read(page, hash, render).finally(() => this.flights.delete(hash));
      this.flights.set(hash, flight);
    }
    const answer = await flight;
    // A render read the profile from the gateway, which counted that view; every other visitor is counted here.
    if (answer && !(first && answer.cache !== 'hit')) this.countView(page, answer, answer.cache);
    return answer;
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await this.flushViews();
    this.redis.disconnect();
  }

  private async read(
    page: string,
    hash: string,
    render: () => Promise<Rendered>,
  ): Promise<PageAnswer | null> {
    const slug = categorySlug(page);
    if (slug !== undefined) await this.categoryIds.idOf(slug);
    // A category whose id is not known yet: rendered, not kept (nothing would know when to retire it).
    const versionKeys = pageVersionKeys(page, this.categoryIds.known);
    const probe = versionKeys
      ? await this.redis
          .pageCacheProbeBuffer(
            3 + versionKeys.length,
            LIVE_KEY,
            CHANGES_KEY,
            GLOBAL_KEY,
            ...versionKeys,
            this.prefix,
            hash,
          )
          .catch((error: unknown) => this.failed(error))
      : null;
    const changes = probe?.[0].toString();
    const version = probe?.[1].toString();
    if (probe?.[2]) {
      const kept = decode(probe[2]);
      this.memory.set(hash, { ...kept, changes: changes! });
      return { ...kept, cache: 'hit' };
    }
    const fresh = await render();
    if (!fresh) {
      const last = await this.redis
        .getBuffer(`pages:last:${hash}`)
        .catch((error: unknown) => this.failed(error));
      return last ? { ...decode(last), cache: 'stale' } : null;
    }
    const rendered = { status: fresh.status, gzipped: gzipSync(fresh.html) };
    if (version === undefined || !versionKeys) return { ...rendered, cache: versionKeys ? 'off' : 'miss' };
    const stored = await this.redis
      .pageCacheFill(
        2 + versionKeys.length,
        `pages:v${version}:${hash}`,
        `pages:last:${hash}`,
        ...versionKeys,
        version,
        encode(rendered),
        String(this.ttlMs),
        rendered.status === 200 && keepsLastGood(page) ? String(LAST_GOOD_TTL_MS) : '',
      )
      .catch((error: unknown) => this.failed(error));
    if (stored !== null) this.memory.set(hash, { ...rendered, changes: changes! });
    return { ...rendered, cache: 'miss' };
  }

  /** Reads whether the catalogue is live, and its changes and global version (what kept pages are checked against). */
  private async readVersion(): Promise<void> {
    try {
      const [[, live], [, changes], [, global]] = (await this.redis
        .multi()
        .exists(LIVE_KEY)
        .get(CHANGES_KEY)
        .get(GLOBAL_KEY)
        .exec()) as [[unknown, number], [unknown, string | null], [unknown, string | null]];
      this.liveChanges = live === 1 ? `${changes ?? '0'}.${global ?? '0'}` : undefined;
    } catch {
      this.liveChanges = undefined;
    }
  }

  private countView(page: string, answer: CachedPage, how: PageAnswer['cache']): void {
    const id = profileId(page);
    if (id && answer.status === 200 && how !== 'stale') this.views.set(id, (this.views.get(id) ?? 0) + 1);
  }

  private async flushViews(): Promise<void> {
    if (this.views.size === 0) return;
    const views = this.views;
    this.views = new Map();
    const batch = this.redis.multi();
    for (const [id, count] of views) batch.hincrby(VIEWS_KEY, id, count);
    await batch.exec().catch((error: unknown) => this.failed(error));
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
