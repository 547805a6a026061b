import { SITEMAP_URL_LIMIT } from '@ped/contracts/site';
import { sitemapXml } from './sitemap.util.js';

describe('sitemapXml', () => {
  it('lists the pages, then categories and exporters, as absolute URLs on the public origin', () => {
    const xml = sitemapXml('https://ped.example/', ['/', '/browse'], {
      categorySlugs: ['rice-grains'],
      exporterIds: [7, 42],
    });
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://ped.example/</loc></url>\n' +
        '  <url><loc>https://ped.example/browse</loc></url>\n' +
        '  <url><loc>https://ped.example/category/rice-grains</loc></url>\n' +
        '  <url><loc>https://ped.example/exporters/7</loc></url>\n' +
        '  <url><loc>https://ped.example/exporters/42</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('escapes what XML reserves and stops at the protocol’s URL limit', () => {
    const ids = Array.from({ length: SITEMAP_URL_LIMIT + 5 }, (_, i) => i + 1);
    const xml = sitemapXml('http://localhost:8080', ['/'], {
      categorySlugs: ["o'brien&co"],
      exporterIds: ids,
    });
    expect(xml).toContain('<loc>http://localhost:8080/category/o&apos;brien%26co</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(SITEMAP_URL_LIMIT);
  });
});
