import { ComingSoonPage, NotFoundPage } from '@ped/web-kit';
import { Route, Routes } from 'react-router';

/** Every page buyer-ui owns; any other path under them is the 404 page. */
export function BuyerRoutes() {
  return (
    <Routes>
      <Route
        path="/buyer-login"
        element={<ComingSoonPage title="Buyer Sign In" message="Buyer sign-in is coming soon." />}
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
