/** Request/reply patterns served by the catalog service. */
export const CATALOG_PATTERNS = {
  categoryList: 'catalog.category.list',
  categoryGet: 'catalog.category.get',
  categoryCreate: 'catalog.category.create',
  exporterList: 'catalog.exporter.list',
  exporterFeatured: 'catalog.exporter.featured',
  exporterSponsored: 'catalog.exporter.sponsored',
  productSearch: 'catalog.product.search',
  exporterGet: 'catalog.exporter.get',
  productList: 'catalog.product.list',
  statsGet: 'catalog.stats.get',
  sitemapGet: 'catalog.sitemap.get',
  exporterApplicationSubmit: 'catalog.exporter_application.submit',
} as const;

/**
 * Fire-and-forget messages to the catalog service (Nest `emit`, no reply): counted in batches,
 * never on the read path that caused them.
 */
export const CATALOG_EVENT_PATTERNS = {
  /** ProfileViewCounts: the views a gateway served since its last flush. */
  exporterProfileViews: 'catalog.exporter_metrics.profile_views',
} as const;
