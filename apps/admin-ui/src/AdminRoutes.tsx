import { NotFoundPage } from '@ped/web-kit';
import { Route, Routes } from '@ped/web-kit/ui';
import { ADMIN_HOME, ADMIN_LOGIN } from './adminPaths.constants';
import { AdminDashboardPage } from './dashboard/AdminDashboardPage';
import { AdminLoginPage } from './login/AdminLoginPage';

/** Every page admin-ui owns; any other path under them is the 404 page. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route path={ADMIN_LOGIN} element={<AdminLoginPage />} />
      <Route path={ADMIN_HOME} element={<AdminDashboardPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
