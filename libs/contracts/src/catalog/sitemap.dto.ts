/**
 * What the catalog adds to the site's sitemap (`/sitemap.xml`, built by the gateway): every category and the
 * approved exporters in id order, at most `SITEMAP_URL_LIMIT` (`@ped/contracts/site`) of them.
 */
export interface SitemapEntriesDto {
  categorySlugs: string[];
  exporterIds: number[];
}
