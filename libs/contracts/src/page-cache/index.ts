/**
 * The protocol between the gateway and the edge, which no browser reads: the Redis keys they share (under the
 * deployment's NAMESPACE) for the rendered-page cache. The edge keeps pages per catalogue version, which the
 * gateway bumps on every catalog event, only while the gateway says it receives them; the views of profiles
 * the edge served from its cache are counted by the gateway.
 */
export const PAGE_CACHE_KEYS = {
  /** Bumped by the gateway on every catalog event (its own catalogue cache is keyed by it too). */
  catalogVersion: 'catalog:version',
  /** Present while a gateway receives catalog events (it sets it with a short expiry and keeps renewing it). */
  catalogLive: 'catalog:live',
  /** A hash: exporter id → profile views the edge answered from its cache, drained by the gateway. */
  profileViews: 'pages:views',
} as const;

/** How long `catalogLive` lasts without renewal (a gateway renews it every third of this). */
export const CATALOG_LIVE_TTL_MS = 3000;
