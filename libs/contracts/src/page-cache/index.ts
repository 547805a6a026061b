/**
 * The protocol between the gateway and the edge, which no browser reads: the Redis keys they share (under the
 * deployment's NAMESPACE) for the rendered-page cache. The edge keeps pages per version of what they show
 * (CATALOG_VERSION_KEYS), which the gateway bumps on catalog events, only while the gateway says it receives
 * them; the views of profiles the edge served from its cache are counted by the gateway.
 */
export const PAGE_CACHE_KEYS = {
  /**
   * The global catalogue version (CATALOG_VERSION_KEYS.global): bumped on catalog events other than an
   * exporter's, on an exporter's event that does not name its categories, and when a gateway's event feed
   * (re)starts.
   */
  catalogVersion: 'catalog:version',
  /** Bumped by the gateway on every catalog event: a page kept in an edge's memory is good while it is unchanged. */
  catalogChanges: 'catalog:changes',
  /** Present while a gateway receives catalog events (it sets it with a short expiry and keeps renewing it). */
  catalogLive: 'catalog:live',
  /** A hash: exporter id → profile views the edge answered from its cache, drained by the gateway. */
  profileViews: 'pages:views',
} as const;

/** How long `catalogLive` lasts without renewal (a gateway renews it every third of this). */
export const CATALOG_LIVE_TTL_MS = 3000;

/**
 * The versions a cached answer or page depends on (counters, under the NAMESPACE; absent reads as 0). A key is
 * built from the versions it depends on, so bumping one retires every answer and page that depends on it:
 * - `global`: categories (names, slugs), requirement templates, and everything below.
 * - `lists`: what the lists across categories show — unfiltered and city/verified lists, searches, products,
 *   featured, stats, sitemap. Every exporter event bumps it (an event does not say what changed).
 * - `category(id)`: the exporter lists and sponsored slots filtered by that category (its page).
 * - `exporter(id)`: that exporter's profile and products (its page).
 */
export const CATALOG_VERSION_KEYS = {
  global: PAGE_CACHE_KEYS.catalogVersion,
  lists: 'catalog:version:lists',
  category: (id: number) => `catalog:version:category:${id}`,
  exporter: (id: number) => `catalog:version:exporter:${id}`,
} as const;

/** A positive safe integer id, else undefined (ids read from events and URLs). */
export function entityId(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return Number.isSafeInteger(n) && (n as number) > 0 ? (n as number) : undefined;
}

/**
 * Lua for the gateway's and the edge's cache scripts: `versions(from)` answers the current values of the version
 * keys KEYS[from..], joined by '.' (absent: 0).
 */
export const VERSIONS_LUA = `
local function versions(from)
  local vs = {}
  for i = from, #KEYS do vs[#vs + 1] = redis.call('GET', KEYS[i]) or '0' end
  return table.concat(vs, '.')
end
`;
