import { screen } from '@testing-library/react';
import { examplePath, findRouteOwner, SITE_ROUTES } from '@ped/web-kit/routes';
import { renderWithProviders, waitForPageLoaded } from '@ped/web-kit/testing';
import { BUYER_ROUTES, BuyerRoutes } from './BuyerRoutes';

describe('buyer-ui routes', () => {
  it('are exactly the pages the shell sends to buyer_ui', () => {
    expect(Object.keys(BUYER_ROUTES).sort()).toEqual([...SITE_ROUTES.buyer_ui].sort());
    for (const pattern of Object.keys(BUYER_ROUTES))
      expect(findRouteOwner(examplePath(pattern))).toBe('buyer_ui');
  });

  it.each(SITE_ROUTES.buyer_ui.map((pattern) => [examplePath(pattern)]))(
    'serve a page of their own at %s, not the 404',
    async (path) => {
      const { container } = renderWithProviders(<BuyerRoutes />, { path, user: 'loading' });
      await waitForPageLoaded();
      expect(container.innerHTML).not.toBe('');
      expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).toBeNull();
    },
  );

  it('answer a path below their pages with the 404 page', async () => {
    renderWithProviders(<BuyerRoutes />, {
      path: `${examplePath(SITE_ROUTES.buyer_ui.at(-1) ?? '')}/unknown`,
    });
    await screen.findByRole('heading', { name: '404 Page Not Found' });
  });
});
