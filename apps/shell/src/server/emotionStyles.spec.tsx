/** @jest-environment node */
// Node, not jsdom: emotion writes server styles only where there is no document.
// eslint-disable-next-line no-restricted-imports -- a test, never shipped: emotion itself, without Chakra
import { css, Global, jsx } from '@emotion/react';
import { createEmotionCache, EmotionCacheProvider } from '@ped/web-kit/ui';
import { renderToString } from 'react-dom/server';
import { emotionStyleTags } from './emotionStyles';

describe('emotionStyleTags (a server-rendered page’s styles, for <head>)', () => {
  it('writes the globals as <Global> finds them and the rules of the classes the page uses, none inline', () => {
    const cache = createEmotionCache({ key: 'css' });
    cache.compat = true;
    const render = (color: string) =>
      renderToString(
        <EmotionCacheProvider value={cache}>
          <Global styles={css({ body: { margin: 0 } })} />
          {jsx('p', { css: css({ color }) }, 'Hello')}
        </EmotionCacheProvider>,
      );
    render('blue'); // a render thrown away: its class is in the cache, not in the page
    const html = render('red');
    expect(html).not.toContain('<style');

    const tags = emotionStyleTags(cache, html);
    const used = /class="(css-[a-z0-9]+)"/.exec(html)![1]!;
    expect(tags).toMatch(/^<style data-emotion="css-global [a-z0-9]+">body\{margin:0;\}<\/style>/);
    expect(tags).toContain(
      `<style data-emotion="css ${used.slice('css-'.length)}">.${used}{color:red;}</style>`,
    );
    expect(tags).not.toContain('blue');
  });
});
