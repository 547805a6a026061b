import { createContext, useContext, useEffect } from 'react';
import { DEFAULT_OG_IMAGE } from './siteMeta.constants';

/** A page's search-engine metadata (spec: title, description, keywords, canonical, og:*, structured data). */
export interface PageMeta {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** The canonical path (e.g. `/browse`); defaults to the current path without its query. */
  path?: string;
  /** og:image, a site path or an absolute URL; defaults to the site's image. */
  image?: string;
  /** JSON-LD objects, each written into its own `<script type="application/ld+json">`. */
  structuredData?: object | readonly object[];
}

/** One head element: found by `key="name"` on a `tag`, its `attribute` set to `value`. */
interface TagSpec {
  tag: 'meta' | 'link';
  key: 'name' | 'property' | 'rel';
  name: string;
  attribute: 'content' | 'href';
  value: string;
}

const metaTag = (key: 'name' | 'property', name: string, value: string): TagSpec => ({
  tag: 'meta',
  key,
  name,
  attribute: 'content',
  value,
});

/** The head tags of `meta` on the page at `pathname` of `origin` (the browser's and the server's one rule). */
function metaTagSpecs(meta: PageMeta, origin: string, pathname: string): TagSpec[] {
  const absoluteUrl = (pathOrUrl: string) => new URL(pathOrUrl, origin).href;
  const canonical = absoluteUrl(meta.path ?? pathname);
  const specs: TagSpec[] = [
    metaTag('name', 'description', meta.description),
    metaTag('property', 'og:title', meta.title),
    metaTag('property', 'og:description', meta.description),
    metaTag('property', 'og:image', absoluteUrl(meta.image ?? DEFAULT_OG_IMAGE)),
    metaTag('property', 'og:url', canonical),
    metaTag('property', 'og:type', 'website'),
    { tag: 'link', key: 'rel', name: 'canonical', attribute: 'href', value: canonical },
  ];
  if (meta.keywords?.length) specs.push(metaTag('name', 'keywords', meta.keywords.join(', ')));
  return specs;
}

const structuredDataOf = (meta: PageMeta): readonly object[] =>
  meta.structuredData === undefined ? [] : [meta.structuredData].flat();

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a <script> element: `<` escaped, so no `</script>` (or `<!--`) can end it early. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The same tags as HTML for a server-rendered page's <head>: title, description, Open Graph, canonical, keywords
 * and JSON-LD (marked `data-ssr-meta`: the page's own replace them once it runs).
 */
export function pageMetaHtml(meta: PageMeta, origin: string, pathname: string): string {
  const tags = [`<title>${escapeAttribute(meta.title)}</title>`];
  for (const spec of metaTagSpecs(meta, origin, pathname)) {
    const open = `<${spec.tag} ${spec.key}="${escapeAttribute(spec.name)}" ${spec.attribute}="${escapeAttribute(spec.value)}"`;
    tags.push(`${open} />`);
  }
  for (const data of structuredDataOf(meta))
    tags.push(`<script type="application/ld+json" data-ssr-meta>${jsonForScript(data)}</script>`);
  return tags.join('\n');
}

/** Writes the tags into `<head>`; returns how to undo it (restore what was there, remove what was added). */
function applyMeta(meta: PageMeta): () => void {
  const undo: (() => void)[] = [];
  const previousTitle = document.title;
  document.title = meta.title;
  undo.push(() => (document.title = previousTitle));

  for (const spec of metaTagSpecs(meta, window.location.origin, window.location.pathname)) {
    let element = document.head.querySelector(`${spec.tag}[${spec.key}="${spec.name}"]`);
    if (element) {
      const previous = element.getAttribute(spec.attribute);
      const existing = element;
      undo.push(() =>
        previous === null
          ? existing.removeAttribute(spec.attribute)
          : existing.setAttribute(spec.attribute, previous),
      );
    } else {
      element = document.createElement(spec.tag);
      element.setAttribute(spec.key, spec.name);
      document.head.append(element);
      const added = element;
      undo.push(() => added.remove());
    }
    element.setAttribute(spec.attribute, spec.value);
  }

  // A server-rendered page's JSON-LD (pageMetaHtml): the page's own replaces it.
  document.head.querySelectorAll('script[data-ssr-meta]').forEach((script) => script.remove());
  for (const data of structuredDataOf(meta)) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.pageMeta = '';
    script.textContent = JSON.stringify(data);
    document.head.append(script);
    undo.push(() => script.remove());
  }

  return () => undo.reverse().forEach((step) => step());
}

/**
 * Sets the page's title, description, keywords, canonical URL, Open Graph tags and JSON-LD while the
 * calling page is shown; on unmount restores the tags it changed and removes the ones it added.
 */
export function usePageMeta(meta: PageMeta): void {
  // Server rendering: effects do not run, so the page's metadata is handed to the renderer during render.
  const sink = useContext(PageMetaSink);
  if (sink) sink(meta);
  // One string, so a page may pass a fresh object literal on every render.
  const serialized = JSON.stringify(meta);
  useEffect(() => applyMeta(JSON.parse(serialized) as PageMeta), [serialized]);
}

/** The server renderer's sink for the rendered page's metadata (effects do not run there; the last call wins). */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);
