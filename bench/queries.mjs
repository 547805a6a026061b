// The SQL behind each public catalogue route, as the catalog (and messaging) services run it: the
// baseline server executes these and the bench EXPLAINs them, both as the service does (`prepared`:
// a prepared read with its generic plan, nest-kit PreparedReads). The catalog's statements and DTO
// mapping come from what the catalog service exports for the bench (`@ped/catalog-service/bench`,
// services/catalog/src/bench.ts; built by `tsc -b`); messaging's contact count is copied from
// its contact-request.service.ts, and sqlDrift() reports when the service no longer contains it.
import { readFileSync } from 'node:fs';
import {
  CATALOG_STATS_SQL,
  CATEGORY_LIST_SQL,
  EXPORTER_PROFILE_SQL,
  exporterListSql,
  FEATURED_EXPORTER_COUNT,
  FEATURED_EXPORTERS_SQL,
  listExporters,
  normaliseSearch,
  PUBLIC_PRODUCTS_SQL,
  readSearchFirst,
  searchFirstSql,
  toExporterDto,
  toProductList,
} from '@ped/catalog-service/bench';
import { PAGE_SIZE } from '@ped/contracts/options';

export { listExporters, normaliseSearch, readSearchFirst, toExporterDto, toProductList };

const listFilter = (query) => ({ categoryId: query.categoryId, city: query.city, verified: query.verified });

/**
 * A search's first statement: its spelling correction, its lexemes when it is only words and then already
 * the page from the postings (read its rows with readSearchFirst).
 * @param {string} search normalised (normaliseSearch)
 * @param {{ limit?: number, offset?: number, categoryId?: number, city?: string, verified?: boolean }} query
 */
export function searchFirstStatement(search, query) {
  const statement = searchFirstSql(search, listFilter(query), query.limit ?? PAGE_SIZE, query.offset ?? 0);
  return { label: 'spelling, lexemes, postings page', ...statement };
}

/**
 * GET /api/exporters: the page with its total in one statement; for a search (`search`: corrected by
 * searchFirstStatement) only when that found no lexemes.
 * @param {{ limit?: number, offset?: number, categoryId?: number, city?: string, verified?: boolean }} query
 * @param {string | null} search
 */
export function listSql(query, search) {
  const statement = exporterListSql(
    { search, ...listFilter(query) },
    query.limit ?? PAGE_SIZE,
    query.offset ?? 0,
  );
  return [{ label: 'page and total', ...statement }];
}

/** GET /api/exporters/featured (the home page). */
export function featuredSql() {
  return [
    { label: 'featured', text: FEATURED_EXPORTERS_SQL, values: [FEATURED_EXPORTER_COUNT], prepared: true },
  ];
}

/** GET /api/exporters/{id}. */
export function profileSql(id) {
  return [{ label: 'profile', text: EXPORTER_PROFILE_SQL, values: [id], prepared: true }];
}

/** GET /api/exporters/{id}/products (the exporter's public check and its products in one statement). */
export function productsSql(id) {
  return [{ label: 'products', text: PUBLIC_PRODUCTS_SQL, values: [id], prepared: true }];
}

/** GET /api/categories. */
export function categoriesSql() {
  return [{ label: 'categories', text: CATEGORY_LIST_SQL, values: [], prepared: true }];
}

/** GET /api/stats: the catalog's counts and messaging's contact count (last 30 days), asked in parallel. */
export function statsSql() {
  return [
    { label: 'catalog stats', text: CATALOG_STATS_SQL, values: [], prepared: true },
    {
      label: 'contact count',
      text: "SELECT count(*)::int AS total FROM messaging.contact_requests WHERE created_at > now() - interval '30 days'",
      values: [],
    },
  ];
}

/** Statement fragments copied above, and the built file each must still be found in. */
const COPIED = [
  [
    'services/messaging/dist/inquiries/send-inquiry.service.js',
    "SELECT count(*)::int AS total FROM messaging.contact_requests WHERE created_at > now() - interval '30 days'",
  ],
];

/** Fragments of the services' SQL that this file copies but the built services no longer contain. */
export function sqlDrift(root) {
  const squash = (text) => text.replace(/\s+/g, ' ');
  return COPIED.filter(([file, fragment]) => {
    try {
      return !squash(readFileSync(new URL(file, root), 'utf8')).includes(squash(fragment));
    } catch {
      return true;
    }
  }).map(([file, fragment]) => `${file}: ${fragment}`);
}
