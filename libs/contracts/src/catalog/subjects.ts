/** Events published by the catalog service (stream CATALOG). */
export const CATALOG_SUBJECTS = {
  categoryCreated: 'catalog.category.created',
} as const;
