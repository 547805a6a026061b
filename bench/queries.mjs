// The SQL behind each public catalogue route, as the catalog (and messaging) services run it: the
// baseline server executes these and the bench EXPLAINs them. The list statements, the stats
// statement, the column list and the DTO mapping are imported from the built catalog service; the
// other statements are copied from services/catalog/src/exporter/exporter.service.ts (featured,
// get, products, assertPublic), category.service.ts (TypeORM find, ordered by id) and messaging's
// contact-request.service.ts. sqlDrift() reports when the service's statements no longer contain
// what is copied here.
import { readFileSync } from 'node:fs';
import {
  BROWSE_ORDER,
  correctSearchSql,
  exporterListSql,
  normaliseSearch,
} from '../services/catalog/dist/exporter/exporter-list.sql.js';
import {
  EXPORTER_LIST_COLUMNS,
  toExporterDto,
  toExporterListDto,
  toProductDto,
} from '../services/catalog/dist/exporter/exporter.util.js';
import { FEATURED_EXPORTER_COUNT } from '../services/catalog/dist/exporter/exporter.constants.js';
import { CATALOG_STATS_SQL } from '../services/catalog/dist/stats/stats.sql.js';
import { PAGE_SIZE } from '@ped/contracts/options';

export { normaliseSearch, toExporterDto, toExporterListDto, toProductDto };

/** The spelling correction a search runs first (its result feeds listSql). */
export function correctionSql(search) {
  return { label: 'spelling', ...correctSearchSql(search) };
}

/**
 * GET /api/exporters: the page and the count, run in parallel by the service after the spelling
 * correction of a search (`searched`: the corrected search; null without one).
 * @param {{ limit?: number, offset?: number, categoryId?: number, city?: string, verified?: boolean }} query
 * @param {string | null} searched
 */
export function listSql(query, searched) {
  const { page, count } = exporterListSql(
    { search: searched, categoryId: query.categoryId, city: query.city, verified: query.verified },
    query.limit ?? PAGE_SIZE,
    query.offset ?? 0,
  );
  return [
    { label: 'page', ...page },
    { label: 'count', ...count },
  ];
}

/** GET /api/exporters/featured (the home page). */
export function featuredSql() {
  return [
    {
      label: 'featured',
      text: `SELECT ${EXPORTER_LIST_COLUMNS} FROM catalog.exporters e
        WHERE e.status = 'approved' AND (e.is_premium OR e.is_verified)
        ORDER BY ${BROWSE_ORDER} LIMIT $1`,
      values: [FEATURED_EXPORTER_COUNT],
    },
  ];
}

/** GET /api/exporters/{id}. */
export function profileSql(id) {
  return [
    {
      label: 'profile',
      text: `SELECT ${EXPORTER_LIST_COLUMNS}, e.contact_person, e.email, e.phone, e.website, e.address,
              e.employee_count, e.status, e.created_at,
              (SELECT count(*)::int FROM catalog.products p WHERE p.exporter_id = e.id) AS product_count
         FROM catalog.exporters e WHERE e.id = $1 AND e.status = 'approved'`,
      values: [id],
    },
  ];
}

/** GET /api/exporters/{id}/products: assertPublic, then TypeORM's find({ where: { exporterId }, order: { id: 'ASC' } }). */
export function productsSql(id) {
  return [
    {
      label: 'assert public',
      text: `SELECT 1 FROM catalog.exporters WHERE id = $1 AND status = 'approved'`,
      values: [id],
    },
    {
      label: 'products',
      text: `SELECT "Product"."id" AS "id", "Product"."exporter_id" AS "exporterId", "Product"."name" AS "name",
              "Product"."description" AS "description", "Product"."category_id" AS "categoryId",
              "Product"."image_url" AS "imageUrl", "Product"."price" AS "price", "Product"."unit" AS "unit",
              "Product"."minimum_order" AS "minimumOrder", "Product"."created_at" AS "createdAt"
         FROM "catalog"."products" "Product" WHERE (("Product"."exporter_id" = $1)) ORDER BY "Product"."id" ASC`,
      values: [id],
    },
  ];
}

/** GET /api/categories. */
export function categoriesSql() {
  return [
    {
      label: 'categories',
      text: `SELECT id, name, slug, description, image_url AS "imageUrl" FROM catalog.categories ORDER BY id ASC`,
      values: [],
    },
  ];
}

/** GET /api/stats: the catalog's counts and messaging's contact count, asked in parallel. */
export function statsSql() {
  return [
    { label: 'catalog stats', text: CATALOG_STATS_SQL, values: [] },
    {
      label: 'contact count',
      text: 'SELECT count(*)::int AS total FROM messaging.contact_requests',
      values: [],
    },
  ];
}

/** Statement fragments copied above, and the built file each must still be found in. */
const COPIED = [
  ['services/catalog/dist/exporter/exporter.service.js', 'ORDER BY ${BROWSE_ORDER} LIMIT $1'],
  [
    'services/catalog/dist/exporter/exporter.service.js',
    '(SELECT count(*)::int FROM catalog.products p WHERE p.exporter_id = e.id) AS product_count',
  ],
  [
    'services/catalog/dist/exporter/exporter.service.js',
    "SELECT 1 FROM catalog.exporters WHERE id = $1 AND status = 'approved'",
  ],
  ['services/catalog/dist/exporter/exporter.service.js', "order: { id: 'ASC' }"],
  ['services/catalog/dist/category/category.service.js', "order: { id: 'ASC' }"],
  [
    'services/messaging/dist/contact-request/contact-request.service.js',
    'SELECT count(*)::int AS total FROM messaging.contact_requests',
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
