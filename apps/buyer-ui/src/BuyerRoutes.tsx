import { createRemoteRoutes } from '@ped/web-kit';
import type { RemoteRouteTable } from '@ped/web-kit/routes';
import { lazy } from 'react';
import { BuyerLoginPage } from './login/BuyerLoginPage';

// The sign-in page ships with the routes module; the wizard and the dashboard are chunks of their own, fetched
// when first visited (the shell's <Suspense> around the remote covers the wait).
const BuyerRegistrationPage = lazy(() =>
  import('./registration/BuyerRegistrationPage').then((m) => ({ default: m.BuyerRegistrationPage })),
);
const BuyerDashboardPage = lazy(() =>
  import('./dashboard/BuyerDashboardPage').then((m) => ({ default: m.BuyerDashboardPage })),
);
const ComparePage = lazy(() => import('./compare/ComparePage').then((m) => ({ default: m.ComparePage })));
const MessagesPage = lazy(() => import('./messages/MessagesPage').then((m) => ({ default: m.MessagesPage })));

/** Every page buyer-ui serves: exactly its paths in `@ped/web-kit/routes` (the shell sends it those). */
export const BUYER_ROUTES: RemoteRouteTable<'buyer_ui'> = {
  '/buyer-login': <BuyerLoginPage />,
  '/buyer-registration': <BuyerRegistrationPage />,
  '/buyer-dashboard': <BuyerDashboardPage />,
  '/compare': <ComparePage />,
  '/messages': <MessagesPage />,
  '/messages/:conversationId': <MessagesPage />,
};

/** buyer-ui's pages; any other path under them is the 404 page. */
export const BuyerRoutes = createRemoteRoutes('buyer_ui', BUYER_ROUTES);
