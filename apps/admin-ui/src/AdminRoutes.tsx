import { createRemoteRoutes } from '@ped/web-kit';
import type { RemoteRouteTable } from '@ped/web-kit/routes';
import { ADMIN_HOME, ADMIN_LEGACY, ADMIN_LOGIN } from './adminPaths.constants';
import { AdminDashboardPage } from './dashboard/AdminDashboardPage';
import { lazy } from 'react';

// The sign-in page (with `@ped/web-kit/forms` and the two-factor setup) and the simple dashboard are chunks of
// their own, fetched when first visited: /admin's first load needs neither.
const AdminLoginPage = lazy(() =>
  import('./login/AdminLoginPage').then((m) => ({ default: m.AdminLoginPage })),
);
const LegacyDashboardPage = lazy(() =>
  import('./legacy/LegacyDashboardPage').then((m) => ({ default: m.LegacyDashboardPage })),
);

/** Every page admin-ui serves: exactly its paths in `@ped/web-kit/routes` (the shell sends it those). */
export const ADMIN_ROUTES: RemoteRouteTable<'admin_ui'> = {
  [ADMIN_LOGIN]: <AdminLoginPage />,
  [ADMIN_HOME]: <AdminDashboardPage />,
  [ADMIN_LEGACY]: <LegacyDashboardPage />,
};

/** admin-ui's pages; any other path under them is the 404 page. */
export const AdminRoutes = createRemoteRoutes('admin_ui', ADMIN_ROUTES);
