import { screen } from '@testing-library/react';
import { examplePath, findRouteOwner, SITE_ROUTES } from '@ped/web-kit/routes';
import { renderWithProviders, waitForPageLoaded } from '@ped/web-kit/testing';
import { ADMIN_ROUTES, AdminRoutes } from './AdminRoutes';

describe('admin-ui routes', () => {
  it('are exactly the pages the shell sends to admin_ui', () => {
    expect(Object.keys(ADMIN_ROUTES).sort()).toEqual([...SITE_ROUTES.admin_ui].sort());
    for (const pattern of Object.keys(ADMIN_ROUTES))
      expect(findRouteOwner(examplePath(pattern))).toBe('admin_ui');
  });

  it.each(SITE_ROUTES.admin_ui.map((pattern) => [examplePath(pattern)]))(
    'serve a page of their own at %s, not the 404',
    async (path) => {
      const { container } = renderWithProviders(<AdminRoutes />, { path, user: 'loading' });
      await waitForPageLoaded();
      expect(container.innerHTML).not.toBe('');
      expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).toBeNull();
    },
  );

  it('answer a path below their pages with the 404 page', async () => {
    renderWithProviders(<AdminRoutes />, {
      path: `${examplePath(SITE_ROUTES.admin_ui.at(-1) ?? '')}/unknown`,
    });
    await screen.findByRole('heading', { name: '404 Page Not Found' });
  });
});
