import type { RenderedPage } from './page-renderer.js';

/** JSON inside a <script> element: `<` escaped, so that nothing in it can close the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The shell's index.html with a rendered page in it: the page's head tags in place of the default title and
 * description, its styles, its HTML in #root, and its data as JSON (`#ped-ssr`, read by the shell's bootstrap) after it.
 * The noscript notice goes: the page reads without scripts.
 */
export function pageHtml(indexHtml: string, page: RenderedPage, { notFound = false } = {}): string {
  const head = page.head
    ? indexHtml.replace(/<title>[^<]*<\/title>/, '').replace(/<meta name="description"[^>]*>/, '')
    : indexHtml;
  // A missing exporter's or category's page is not to be indexed (the browser's useNoIndex says so only later).
  const robots = notFound ? '<meta name="robots" content="noindex" />' : '';
  // Replaced by functions: a replacement string would read `$&` or `$'` in the page's text as patterns.
  return head
    .replace('</head>', () => `${page.head}${robots}${page.styles}</head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="ped-ssr">${jsonForScript(page.payload)}</script>`,
    );
}

/**
 * A kept copy answered because the page could not be rendered now: a notice above the page (outside #root, so
 * hydration does not touch it) says what the visitor sees may be out of date.
 */
export function markedStale(html: string): string {
  return html.replace(
    '<div id="root">',
    () =>
      '<p role="status" data-stale-page style="margin:0;padding:8px 16px;background:#fef3c7;color:#713f12;' +
      'font:14px/20px system-ui,sans-serif;text-align:center">The directory is not answering right now: this ' +
      'is a saved copy of the page and may be out of date.</p><div id="root">',
  );
}
