import { createRemoteRoutes } from '@ped/web-kit';
import type { RemoteRouteTable } from '@ped/web-kit/routes';
import { ADMIN_HOME, ADMIN_LEGACY, ADMIN_LOGIN } from './adminPaths.constants';
import { AdminDashboardPage } from './dashboard/AdminDashboardPage';
import { AdminLoginPage } from './login/AdminLoginPage';

/** Every page admin-ui serves: exactly its paths in `@ped/web-kit/routes` (the shell sends it those). */
export const ADMIN_ROUTES: RemoteRouteTable<'admin_ui'> = {
  [ADMIN_LOGIN]: <AdminLoginPage />,
  [ADMIN_HOME]: <AdminDashboardPage />,
  // Until the legacy dashboard lands (issue 19, in progress).
  [ADMIN_LEGACY]: <AdminDashboardPage />,
};

/** admin-ui's pages; any other path under them is the 404 page. */
export const AdminRoutes = createRemoteRoutes('admin_ui', ADMIN_ROUTES);
