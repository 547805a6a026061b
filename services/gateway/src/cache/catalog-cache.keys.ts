import { createHash } from 'node:crypto';
import { CATALOG_VERSION_KEYS, entityId } from '@ped/contracts/page-cache';

/**
 * Keys of the catalogue read cache (all under the deployment's NAMESPACE, which the Redis client
 * adds). Each key names the versions it depends on (CATALOG_VERSION_KEYS); two kinds:
 * - versioned: `catalog:v{versions}:…` — lists, search, featured, stats, categories, sitemap. `{versions}` is
 *   the current value of each version it depends on, joined by `.`: a bump of any of them changes the key,
 *   and the old one ages out with its TTL. A list filtered by category depends on that category's version,
 *   any other list on the lists' version, and everything on the global one.
 * - per exporter: `catalog:exporter:{id}:…` — profile and products, deleted by that exporter's events (and
 *   stored only while its version is the one read before loading).
 */
export const CATALOG_VERSION_KEY = CATALOG_VERSION_KEYS.global;

/** Where the current versions go in a versioned key's pattern. */
export const VERSION_PLACEHOLDER = '{v}';

/** A cache key; `pattern` holds VERSION_PLACEHOLDER when the key is versioned. */
export interface CacheKey {
  pattern: string;
  /** The version keys its answer depends on (stored only while they are unchanged). */
  versions: string[];
}

const EXPORTER_KEY_SUFFIXES = ['profile', 'products'] as const;

const { global: GLOBAL, lists: LISTS } = CATALOG_VERSION_KEYS;

const versioned = (rest: string, versions: string[]): CacheKey => ({
  pattern: `catalog:v${VERSION_PLACEHOLDER}:${rest}`,
  versions,
});
const exporterKey = (id: number, suffix: (typeof EXPORTER_KEY_SUFFIXES)[number]): CacheKey => ({
  pattern: `catalog:exporter:${id}:${suffix}`,
  versions: [GLOBAL, CATALOG_VERSION_KEYS.exporter(id)],
});

/** What a list filtered by `query` depends on: its category's version when it names one, else the lists'. */
export function listVersions(query: object): string[] {
  const categoryId = entityId((query as { categoryId?: unknown }).categoryId);
  return [GLOBAL, categoryId === undefined ? LISTS : CATALOG_VERSION_KEYS.category(categoryId)];
}

export const CATALOG_KEYS = {
  categories: (): CacheKey => versioned('categories', [GLOBAL]),
  /** Slugs are validated (`[a-z0-9-]`, ≤ 120) before they get here. */
  category: (slug: string): CacheKey => versioned(`category:${slug}`, [GLOBAL]),
  exporterList: (query: object): CacheKey => versioned(`list:${hashQuery(query)}`, listVersions(query)),
  /** A product's category is not its exporter's: product lists depend on the lists' version. */
  productSearch: (query: object): CacheKey => versioned(`products:${hashQuery(query)}`, [GLOBAL, LISTS]),
  sponsored: (query: object): CacheKey => versioned(`sponsored:${hashQuery(query)}`, listVersions(query)),
  featured: (): CacheKey => versioned('featured', [GLOBAL, LISTS]),
  stats: (): CacheKey => versioned('stats', [GLOBAL, LISTS]),
  sitemap: (): CacheKey => versioned('sitemap', [GLOBAL, LISTS]),
  requirementTemplates: (): CacheKey => versioned('requirement-templates', [GLOBAL]),
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
  /** The version keys bumped (CATALOG_VERSION_KEYS). */
  versionKeys: string[];
}

/**
 * Maps a catalog event (subject without namespace, and its `data`) to what it invalidates:
 * - an exporter's (`catalog.exporter.*`, `catalog.product.*` by `exporterId`): its keys and version, the
 *   version of each category in its `categoryIds`, and the lists' version (the event carries the state after
 *   the change only, so whether lists showed it before cannot be told: always). An exporter's categories are
 *   set when it is created and never change, so `categoryIds` are its categories before and after. An event
 *   without `categoryIds` (older ones) bumps the global version instead: every category page goes.
 * - `catalog.exporter.approved`: the exporter's keys and version (the `catalog.exporter.updated` published with
 *   it names its categories).
 * - nothing for what no cached read shows: applications (the pending exporter one creates has its own event),
 *   buying requests and quotations, the admin audit trail (the change it records has its own event).
 * - any other (categories, unknown subjects): the global version — being wrong costs a refill, not a stale page.
 */
export function invalidationFor(subject: string, data: unknown): Invalidation {
  const [, entity] = subject.split('.');
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  switch (entity) {
    case 'exporter_application':
    case 'requirement':
    case 'response':
    case 'admin_action':
      return { exporterIds: [], versionKeys: [] };
    case 'exporter':
    case 'product': {
      if (subject === 'catalog.exporter.approved') {
        const approved = entityId(record.exporterId);
        return approved === undefined
          ? { exporterIds: [], versionKeys: [GLOBAL] }
          : { exporterIds: [approved], versionKeys: [CATALOG_VERSION_KEYS.exporter(approved)] };
      }
      const id = entityId(entity === 'exporter' ? record.id : record.exporterId);
      const categoryIds = Array.isArray(record.categoryIds) ? record.categoryIds.map(entityId) : undefined;
      if (id === undefined || !categoryIds || categoryIds.includes(undefined))
        return { exporterIds: id === undefined ? [] : [id], versionKeys: [GLOBAL] };
      const categories = [...new Set(categoryIds as number[])].map(CATALOG_VERSION_KEYS.category);
      return {
        exporterIds: [id],
        versionKeys: [CATALOG_VERSION_KEYS.exporter(id), ...categories, LISTS],
      };
    }
    default:
      return { exporterIds: [], versionKeys: [GLOBAL] };
  }
}
