import { isServerRenderedPage, isSitePage, matchesRoute, SHELL_ROUTES, SITE_ROUTES } from './site-routes.js';

describe('the site route list', () => {
  it('knows every page of the remotes and the shell, with any value in a parameter', () => {
    for (const pattern of [...Object.values(SITE_ROUTES).flat(), ...Object.values(SHELL_ROUTES)]) {
      expect(isSitePage(pattern.replace(/:[^/]+/g, 'x-1'))).toBe(true);
    }
    expect(isSitePage('/Exporters/42/')).toBe(true);
  });

  it('answers no for unknown paths and for sub-paths of pages (the remote shows its 404 page there)', () => {
    for (const path of [
      '/no/such/page',
      '/category/a/b',
      '/browse/more',
      '/messages/4/more',
      '/sign-in/admin',
    ]) {
      expect(isSitePage(path)).toBe(false);
    }
  });

  it('matches a pattern exactly, or with its sub-paths when asked', () => {
    expect(matchesRoute('/category/:slug', '/category/rice')).toBe(true);
    expect(matchesRoute('/category/:slug', '/category/rice/more')).toBe(false);
    expect(matchesRoute('/category/:slug', '/category/rice/more', false)).toBe(true);
    expect(matchesRoute('/category/:slug', '/category', false)).toBe(false);
  });

  it('renders on the server the public catalogue pages only, not forms, dashboards or other remotes’ pages', () => {
    for (const path of ['/', '/browse', '/category/rice-grains', '/exporters/42', '/about', '/privacy'])
      expect(isServerRenderedPage(path)).toBe(true);
    for (const path of [
      '/exporter-registration',
      '/dashboard',
      '/buyer-dashboard',
      '/admin',
      '/sign-in',
      '/exporters/42/x',
    ])
      expect(isServerRenderedPage(path)).toBe(false);
  });
});
