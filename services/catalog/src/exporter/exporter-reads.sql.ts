import { BROWSE_ORDER } from './exporter-list.sql.js';
import { EXPORTER_LIST_COLUMNS } from './exporter.util.js';

// The public single-exporter reads, one statement each (also run by the benchmark's baseline).

/** Approved premium or verified exporters, premium first, in a stable order. $1: how many. */
export const FEATURED_EXPORTERS_SQL = `
  SELECT ${EXPORTER_LIST_COLUMNS} FROM catalog.exporters e
   WHERE e.status = 'approved' AND (e.is_premium OR e.is_verified)
   ORDER BY ${BROWSE_ORDER} LIMIT $1`;

/** One approved exporter's profile with its product count; no row when it is not public. $1: id. */
export const EXPORTER_PROFILE_SQL = `
  SELECT ${EXPORTER_LIST_COLUMNS}, e.contact_person, e.email, e.phone, e.website, e.address,
         e.employee_count, e.status, e.created_at,
         (SELECT count(*)::int FROM catalog.products p WHERE p.exporter_id = e.id) AS product_count
    FROM catalog.exporters e WHERE e.id = $1 AND e.status = 'approved'`;

/**
 * An approved exporter's products in one round trip: no row when the exporter is not public, one
 * row of nulls when it has no products. $1: exporter id.
 */
export const PUBLIC_PRODUCTS_SQL = `
  SELECT p.id, p.exporter_id AS "exporterId", p.name, p.description, p.category_id AS "categoryId",
         p.image_url AS "imageUrl", p.price, p.unit, p.minimum_order AS "minimumOrder",
         p.created_at AS "createdAt"
    FROM catalog.exporters e LEFT JOIN catalog.products p ON p.exporter_id = e.id
   WHERE e.id = $1 AND e.status = 'approved'
   ORDER BY p.id`;
