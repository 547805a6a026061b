import { NotFoundPage } from '@ped/web-kit';
import { useLocation } from '@ped/web-kit/ui';
import { RemoteRoutes } from './RemoteRoutes';
import { findRouteOwner } from '@ped/web-kit/routes';

/** Renders the remote that owns the current path, or the 404 page when none does. */
export function OwnedRoute() {
  const { pathname } = useLocation();
  const owner = findRouteOwner(pathname);
  return owner ? <RemoteRoutes key={owner} remote={owner} /> : <NotFoundPage />;
}
