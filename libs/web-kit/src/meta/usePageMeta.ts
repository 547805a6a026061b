import { useEffect } from 'react';
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

function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, window.location.origin).href;
}

/** Writes the tags into `<head>`; returns how to undo it (restore what was there, remove what was added). */
function applyMeta(meta: PageMeta): () => void {
  const undo: (() => void)[] = [];
  const previousTitle = document.title;
  document.title = meta.title;
  undo.push(() => (document.title = previousTitle));

  const canonical = absoluteUrl(meta.path ?? window.location.pathname);
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

  for (const spec of specs) {
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

  const structured = meta.structuredData === undefined ? [] : [meta.structuredData].flat();
  for (const data of structured) {
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
  // One string, so a page may pass a fresh object literal on every render.
  const serialized = JSON.stringify(meta);
  useEffect(() => applyMeta(JSON.parse(serialized) as PageMeta), [serialized]);
}
