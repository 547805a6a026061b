/** Every category, in id order (also run by the benchmark's baseline). */
export const CATEGORY_LIST_SQL = `
  SELECT id, name, slug, description, image_url AS "imageUrl" FROM catalog.categories ORDER BY id`;
