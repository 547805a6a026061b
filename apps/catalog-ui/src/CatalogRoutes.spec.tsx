import { screen } from '@testing-library/react';
import { examplePath, findRouteOwner, SITE_ROUTES } from '@ped/web-kit/routes';
import { renderWithProviders, waitForPageLoaded } from '@ped/web-kit/testing';
import { CATALOG_ROUTES, CatalogRoutes } from './CatalogRoutes';

describe('catalog-ui routes', () => {
  it('are exactly the pages the shell sends to catalog_ui', () => {
    expect(Object.keys(CATALOG_ROUTES).sort()).toEqual([...SITE_ROUTES.catalog_ui].sort());
    for (const pattern of Object.keys(CATALOG_ROUTES))
      expect(findRouteOwner(examplePath(pattern))).toBe('catalog_ui');
  });

  it.each(SITE_ROUTES.catalog_ui.map((pattern) => [examplePath(pattern)]))(
    'serve a page of their own at %s, not the 404',
    async (path) => {
      const { container } = renderWithProviders(<CatalogRoutes />, { path, user: 'loading' });
      await waitForPageLoaded();
      expect(container.innerHTML).not.toBe('');
      expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).toBeNull();
    },
  );

  it('answer a path below their pages with the 404 page', async () => {
    renderWithProviders(<CatalogRoutes />, {
      path: `${examplePath(SITE_ROUTES.catalog_ui.at(-1) ?? '')}/unknown`,
    });
    await screen.findByRole('heading', { name: '404 Page Not Found' });
  });
});
