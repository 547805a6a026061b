/** Request/reply patterns served by the catalog service. */
export const CATALOG_PATTERNS = {
  categoryList: 'catalog.category.list',
  categoryGet: 'catalog.category.get',
  categoryCreate: 'catalog.category.create',
} as const;
