import { pageMetaHtml } from './usePageMeta';

describe('pageMetaHtml (the head tags of a server-rendered page)', () => {
  it('writes the same tags as the browser: title, description, Open Graph, canonical, keywords and JSON-LD', () => {
    const html = pageMetaHtml(
      {
        title: 'Rice & Grains Exporters | Pakistan Export Directory',
        description: 'Basmati "1121" exporters',
        keywords: ['rice', 'basmati'],
        structuredData: [{ '@type': 'ItemList', name: '</script><b>' }],
      },
      'https://ped.example',
      '/category/rice-grains',
    );
    expect(html).toContain('<title>Rice &amp; Grains Exporters | Pakistan Export Directory</title>');
    expect(html).toContain('<meta name="description" content="Basmati &quot;1121&quot; exporters" />');
    expect(html).toContain('<link rel="canonical" href="https://ped.example/category/rice-grains" />');
    expect(html).toContain('<meta property="og:url" content="https://ped.example/category/rice-grains" />');
    expect(html).toContain('<meta name="keywords" content="rice, basmati" />');
    const jsonLd = /<script type="application\/ld\+json" data-ssr-meta>(.*?)<\/script>/.exec(html)?.[1];
    expect(jsonLd).not.toContain('</script>');
    expect(JSON.parse(jsonLd!)).toEqual({ '@type': 'ItemList', name: '</script><b>' });
  });

  it('takes the canonical path of the page when it names none', () => {
    const html = pageMetaHtml({ title: 'About', description: 'About us' }, 'https://ped.example', '/about');
    expect(html).toContain('<link rel="canonical" href="https://ped.example/about" />');
    expect(html).not.toContain('ld+json');
  });
});
