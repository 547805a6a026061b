import { BROWSE_ORDER, EXPORTER_LIST_COLUMNS } from './exporter-list.sql.js';

// The public single-exporter reads, one statement each (also run by the benchmark's baseline).

/**
 * The home page's featured exporters: verified ones in browse order (merit: the most complete
 * profiles), whatever their plan. $1: how many.
 */
export const FEATURED_EXPORTERS_SQL = `
  SELECT ${EXPORTER_LIST_COLUMNS} FROM catalog.exporters e
   WHERE e.status = 'approved' AND e.is_verified
   ORDER BY ${BROWSE_ORDER} LIMIT $1`;

/**
 * The Sponsored slot beside a browse or category page: premium members matching the page's
 * category and city, SPONSORED_PER_PAGE at a time, taking turns page by page among the
 * SPONSORED_POOL with the highest merit (exporters_sponsored_idx). $1: category id or null,
 * $2: city or null, $3: page (1-based), $4: how many, $5: pool size.
 */
export const SPONSORED_EXPORTERS_SQL = `
  WITH pool AS MATERIALIZED (
    SELECT e.id, row_number() OVER (ORDER BY e.merit DESC, e.id) - 1 AS position
      FROM catalog.exporters e
     WHERE e.status = 'approved' AND e.is_premium
       AND ($2::text IS NULL OR e.city = $2::text)
       AND ($1::int IS NULL OR EXISTS (SELECT 1 FROM catalog.exporter_categories ec
                                        WHERE ec.exporter_id = e.id AND ec.category_id = $1::int))
     ORDER BY e.merit DESC, e.id LIMIT $5),
  turn AS (SELECT count(*) AS size, (($3::bigint - 1) * $4::int) % greatest(count(*), 1) AS first FROM pool)
  SELECT ${EXPORTER_LIST_COLUMNS}
    FROM pool CROSS JOIN turn JOIN catalog.exporters e ON e.id = pool.id
   ORDER BY (pool.position - turn.first + turn.size) % turn.size
   LIMIT $4`;

/** One approved exporter's profile with its product count; no row when it is not public. $1: id. */
export const EXPORTER_PROFILE_SQL = `
  SELECT ${EXPORTER_LIST_COLUMNS}, e.contact_person, e.email, e.phone, e.website, e.address,
         e.employee_count, e.status,
         (SELECT count(*)::int FROM catalog.products p WHERE p.exporter_id = e.id) AS product_count
    FROM catalog.exporters e WHERE e.id = $1 AND e.status = 'approved'`;

/**
 * An approved exporter's products in one round trip: no row when the exporter is not public, one
 * row of nulls when it has no products. $1: exporter id.
 */
export const PUBLIC_PRODUCTS_SQL = `
  SELECT p.id, p.exporter_id AS "exporterId", p.name, p.description, p.category_id AS "categoryId",
         p.image_url AS "imageUrl", p.images, p.price, p.unit, p.minimum_order AS "minimumOrder",
         p.created_at AS "createdAt"
    FROM catalog.exporters e LEFT JOIN catalog.products p ON p.exporter_id = e.id
   WHERE e.id = $1 AND e.status = 'approved'
   ORDER BY p.id`;
