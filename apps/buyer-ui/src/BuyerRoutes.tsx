import { NotFoundPage } from '@ped/web-kit';
import { Route, Routes } from '@ped/web-kit/ui';
import { BuyerLoginPage } from './login/BuyerLoginPage';
import { BuyerRegistrationPage } from './registration/BuyerRegistrationPage';

/** Every page buyer-ui owns; any other path under them is the 404 page. */
export function BuyerRoutes() {
  return (
    <Routes>
      <Route path="/buyer-login" element={<BuyerLoginPage />} />
      <Route path="/buyer-registration" element={<BuyerRegistrationPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
