import { ComingSoonPage, NotFoundPage } from '@ped/web-kit';
import { Route, Routes } from 'react-router';

/** Every page admin-ui owns; any other path under them is the 404 page. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route
        path="/admin-login"
        element={<ComingSoonPage title="Admin Sign In" message="Admin sign-in is coming soon." />}
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
