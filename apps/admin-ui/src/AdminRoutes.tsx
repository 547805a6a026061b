import { createRemoteRoutes } from '@ped/web-kit';
import type { RemoteRouteTable } from '@ped/web-kit/routes';
import { ADMIN_HOME, ADMIN_LEGACY, ADMIN_LOGIN } from './adminPaths.constants';
import { AdminDashboardPage } from './dashboard/AdminDashboardPage';
import { AdminLoginPage } from './login/AdminLoginPage';
import { lazy } from 'react';

// The simple dashboard is a chunk of its own, fetched when first visited.
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
