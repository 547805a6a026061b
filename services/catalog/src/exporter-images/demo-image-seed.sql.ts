/** The products of exporters $1 (int[]) without an image, with their category's slug. */
export const DEMO_IMAGE_PRODUCTS_SQL = `SELECT p.id, p.exporter_id, p.name, c.slug FROM catalog.products p
       LEFT JOIN catalog.categories c ON c.id = p.category_id
       WHERE p.image_url IS NULL AND p.exporter_id = ANY($1)`;

/** A row of DEMO_IMAGE_PRODUCTS_SQL. */
export interface ProductCandidate {
  id: number;
  exporter_id: number;
  name: string;
  slug: string | null;
}

/** Logos $2 (text[]) of exporters $1 (int[]) that still have none; returns the ids changed. */
export const SET_DEMO_LOGOS_SQL = `WITH changed AS (
           UPDATE catalog.exporters e SET logo_url = v.url, updated_at = now()
           FROM unnest($1::int[], $2::text[]) AS v(id, url)
           WHERE e.id = v.id AND e.logo_url IS NULL RETURNING e.id)
         SELECT id FROM changed`;

/** Pictures $2 (text[]) of products $1 (int[]) that still have none; returns their exporters' ids. */
export const SET_DEMO_PICTURES_SQL = `WITH changed AS (
           UPDATE catalog.products p SET images = ARRAY[v.url]
           FROM unnest($1::int[], $2::text[]) AS v(id, url)
           WHERE p.id = v.id AND p.image_url IS NULL RETURNING p.exporter_id)
         SELECT exporter_id FROM changed`;
