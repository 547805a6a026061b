import type { SitemapEntriesDto } from '@ped/contracts/catalog';
import { SITEMAP_URL_LIMIT } from '@ped/contracts/site';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

/**
 * The sitemap (sitemaps.org 0.9): the site's public pages, then every category and approved exporter, each an
 * absolute URL on `origin`; at most SITEMAP_URL_LIMIT URLs (the protocol's bound for one file).
 */
export function sitemapXml(origin: string, pages: readonly string[], entries: SitemapEntriesDto): string {
  const base = new URL(origin).origin;
  const paths = [
    ...pages,
    ...entries.categorySlugs.map((slug) => `/category/${encodeURIComponent(slug)}`),
    ...entries.exporterIds.map((id) => `/exporters/${id}`),
  ].slice(0, SITEMAP_URL_LIMIT);
  const urls = paths.map((path) => `  <url><loc>${escapeXml(base + path)}</loc></url>\n`).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls +
    '</urlset>\n'
  );
}
