import { markedStale, pageHtml } from './page-html.js';

const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="Default."><title>Default</title>' +
  '<script defer src="/main.js"></script></head><body><noscript>Needs JavaScript.</noscript>\n    <div id="root"></div></body></html>';

describe('pageHtml (a rendered page in the shell’s index.html)', () => {
  const page = {
    html: '<main><h1>Tariq Textile</h1></main>',
    head: '<title>Tariq Textile | Pakistan Export Directory</title>\n<link rel="canonical" href="https://ped.example/exporters/1" />',
    styles: '<style data-emotion="css 1q2w3e">.css-1q2w3e{color:red;}</style>',
    payload: { state: { queries: [] }, remote: 'catalog_ui' },
    errors: [],
    passes: 2,
  };

  it('puts the page in #root, its data after it and its head tags in place of the default title and description', () => {
    const html = pageHtml(INDEX, page);
    expect(html).toContain(
      '<div id="root"><main><h1>Tariq Textile</h1></main></div><script type="application/json" id="ped-ssr">',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Tariq Textile | Pakistan Export Directory</title>');
    expect(html).not.toContain('content="Default."');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<script defer src="/main.js"></script>');
    expect(html).toContain(`${page.styles}</head>`);
  });

  it('marks a not-found page noindex, and no other', () => {
    expect(pageHtml(INDEX, page, { notFound: true })).toContain(
      `<meta name="robots" content="noindex" />${page.styles}</head>`,
    );
    expect(pageHtml(INDEX, page)).not.toContain('robots');
  });

  it('keeps the defaults when the page set no metadata', () => {
    const html = pageHtml(INDEX, { ...page, head: '' });
    expect(html).toContain('<title>Default</title>');
    expect(html).toContain('content="Default."');
  });

  it('writes data that cannot end its script element, and takes `$` in the page literally', () => {
    const html = pageHtml(INDEX, {
      ...page,
      html: "<p>Price $& up, $' and $1</p>",
      payload: { text: '</script><script>alert(1)</script>' },
    });
    expect(html).toContain("<p>Price $& up, $' and $1</p>");
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /<script type="application\/json" id="ped-ssr">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual({ text: '</script><script>alert(1)</script>' });
  });

  it('marks a kept copy stale above #root, where hydration does not reach', () => {
    const html = markedStale(pageHtml(INDEX, page));
    expect(html).toMatch(
      /<p role="status" data-stale-page [^>]*>The directory is not answering right now: .*<\/p><div id="root"><main>/,
    );
  });
});
