import { createHash } from 'node:crypto';
import { PAGE_CACHE_KEYS } from '@ped/contracts/page-cache';

/**
 * Keys of the catalogue read cache (all under the deployment's NAMESPACE, which the Redis client
 * adds). Two kinds:
 * - versioned: `catalog:v{n}:…` — lists, search, featured, stats, categories, sitemap. A catalog event bumps
 *   `catalog:version`, so every such key changes at once and the old ones age out with their TTL.
 * - per exporter: `catalog:exporter:{id}:…` — profile and products, deleted by that exporter's events.
 */
export const CATALOG_VERSION_KEY = PAGE_CACHE_KEYS.catalogVersion;

/** Where the current version goes in a versioned key's pattern. */
export const VERSION_PLACEHOLDER = '{v}';

/** A cache key; `pattern` holds VERSION_PLACEHOLDER when the key is versioned. */
export interface CacheKey {
  pattern: string;
}

const EXPORTER_KEY_SUFFIXES = ['profile', 'products'] as const;

const versioned = (rest: string): CacheKey => ({ pattern: `catalog:v${VERSION_PLACEHOLDER}:${rest}` });
const exporterKey = (id: number, suffix: (typeof EXPORTER_KEY_SUFFIXES)[number]): CacheKey => ({
  pattern: `catalog:exporter:${id}:${suffix}`,
});

export const CATALOG_KEYS = {
  categories: (): CacheKey => versioned('categories'),
  /** Slugs are validated (`[a-z0-9-]`, ≤ 120) before they get here. */
  category: (slug: string): CacheKey => versioned(`category:${slug}`),
  exporterList: (query: object): CacheKey => versioned(`list:${hashQuery(query)}`),
  productSearch: (query: object): CacheKey => versioned(`products:${hashQuery(query)}`),
  sponsored: (query: object): CacheKey => versioned(`sponsored:${hashQuery(query)}`),
  featured: (): CacheKey => versioned('featured'),
  stats: (): CacheKey => versioned('stats'),
  sitemap: (): CacheKey => versioned('sitemap'),
  requirementTemplates: (): CacheKey => versioned('requirement-templates'),
  exporter: (id: number): CacheKey => exporterKey(id, 'profile'),
  products: (id: number): CacheKey => exporterKey(id, 'products'),
};

/** The Redis key of `key` at `version` (the pattern itself when it is not versioned). */
export function resolveKey(key: CacheKey, version: string | number): string {
  return key.pattern.replace(VERSION_PLACEHOLDER, String(version));
}

/** Every key an event about exporter `id` must delete (`catalog:exporter:{id}:*`, listed, no SCAN). */
export function exporterKeys(id: number): string[] {
  return EXPORTER_KEY_SUFFIXES.map((suffix) => resolveKey(exporterKey(id, suffix), 0));
}

/**
 * One text per meaning: fields sorted, absent / empty values left out, so `?city=&limit=12` and
 * `?limit=12` share a key. Values keep their type (`"1"` and `1` differ; the DTO converts them first).
 */
export function canonicalQuery(query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/** A short, fixed-length digest of the canonical query (96 bits: collisions are not a concern). */
export function hashQuery(query: object): string {
  return createHash('sha256').update(canonicalQuery(query)).digest('base64url').slice(0, 16);
}

/** What one catalog event invalidates. */
export interface Invalidation {
  /** Exporters whose `catalog:exporter:{id}:*` keys go. */
  exporterIds: number[];
  /** Whether `catalog:version` is bumped (lists, search, featured, stats, categories). */
  bumpVersion: boolean;
}

/**
 * Maps a catalog event (subject without namespace, and its `data`) to what it invalidates.
 * Unknown catalog subjects invalidate the versioned keys: being wrong costs a refill, not a stale page.
 */
export function invalidationFor(subject: string, data: unknown): Invalidation {
  const [, entity] = subject.split('.');
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const id = (value: unknown) =>
    Number.isSafeInteger(value) && (value as number) > 0 ? [value as number] : [];
  switch (entity) {
    case 'exporter_application':
      // Applications are not public; the pending exporter they create has its own exporter event.
      return { exporterIds: [], bumpVersion: false };
    case 'exporter':
      return { exporterIds: id(record.id), bumpVersion: true };
    case 'product':
      return { exporterIds: id(record.exporterId), bumpVersion: true };
    default:
      return { exporterIds: [], bumpVersion: true };
  }
}
