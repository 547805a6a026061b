import { createRemoteRoutes } from '@ped/web-kit';
import type { RemoteRouteTable } from '@ped/web-kit/routes';
import { BuyerLoginPage } from './login/BuyerLoginPage';
import { BuyerRegistrationPage } from './registration/BuyerRegistrationPage';

/** Every page buyer-ui serves: exactly its paths in `@ped/web-kit/routes` (the shell sends it those). */
export const BUYER_ROUTES: RemoteRouteTable<'buyer_ui'> = {
  '/buyer-login': <BuyerLoginPage />,
  '/buyer-registration': <BuyerRegistrationPage />,
};

/** buyer-ui's pages; any other path under them is the 404 page. */
export const BuyerRoutes = createRemoteRoutes('buyer_ui', BUYER_ROUTES);
