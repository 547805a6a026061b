import type { EmotionCache } from '@ped/web-kit/ui';

/**
 * The <style> tags of a page rendered with `cache` in emotion's compat mode, where styles are kept in
 * `cache.inserted` rather than written inline. Inline, emotion marks a style inserted even in a render React throws
 * away (a part that suspended and is rendered again), and the page then uses classes it has no rules for until the
 * browser inserts them at hydration: a layout shift.
 *
 * Each global style gets a tag of its own, named as emotion's `<Global>` looks for it when it hydrates. The rules
 * of the classes `html` uses go in one tag that names them, which the browser's emotion cache takes as already
 * inserted. (@emotion/server's extractCritical puts the globals in that tag too, where `<Global>` cannot find them.)
 */
export function emotionStyleTags(cache: EmotionCache, html: string): string {
  const used = new Set(html.match(new RegExp(`\\b${cache.key}-[a-zA-Z0-9_-]+`, 'g')));
  let globals = '';
  const ids: string[] = [];
  let rules = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    const className = `${cache.key}-${id}`;
    if (cache.registered[className] === undefined)
      globals += `<style data-emotion="${cache.key}-global ${id}">${css}</style>`;
    else if (used.has(className)) {
      ids.push(id);
      rules += css;
    }
  }
  return `${globals}<style data-emotion="${cache.key} ${ids.join(' ')}">${rules}</style>`;
}
