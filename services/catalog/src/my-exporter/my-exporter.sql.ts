import { EXPORTER_LIST_COLUMNS } from '../exporter/exporter-list.sql.js';

/**
 * The exporter an account owns, in any status, with what the public profile shows and what only its
 * owner sees (rejection reason, last change); no row when the account has no profile. $1: user id.
 */
export const MY_EXPORTER_SQL = `
  SELECT ${EXPORTER_LIST_COLUMNS}, e.contact_person, e.email, e.phone, e.website, e.address,
         e.employee_count, e.status, e.rejection_reason, e.updated_at,
         (SELECT count(*)::int FROM catalog.products p WHERE p.exporter_id = e.id) AS product_count
    FROM catalog.exporters e WHERE e.user_id = $1`;

/** The owner's products, newest first, whatever the exporter's status. $1: exporter id. */
export const MY_PRODUCTS_SQL = `
  SELECT p.id, p.exporter_id AS "exporterId", p.name, p.description, p.category_id AS "categoryId",
         p.image_url AS "imageUrl", p.images, p.price, p.unit, p.minimum_order AS "minimumOrder",
         p.created_at AS "createdAt"
    FROM catalog.products p WHERE p.exporter_id = $1
   ORDER BY p.created_at DESC, p.id DESC`;

/**
 * An e-mail in use by another exporter or another exporter's application (case-insensitive). $1: the
 * lower-cased e-mail, $2: the caller's exporter id (its own e-mail and application do not count) or null.
 */
export const EMAIL_TAKEN_SQL = `
  SELECT 1 FROM catalog.exporter_applications
   WHERE lower(email) = $1 AND ($2::int IS NULL OR exporter_id IS DISTINCT FROM $2::int)
  UNION ALL
  SELECT 1 FROM catalog.exporters WHERE lower(email) = $1 AND ($2::int IS NULL OR id <> $2::int)
  LIMIT 1`;
