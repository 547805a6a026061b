import { preloadRemoteRoutes } from './remoteRegistry';
import { findRouteOwner, type RemoteName } from '@ped/web-kit/routes';

const preloaded = new Set<RemoteName>();

/** Preloads the manifest and routes chunk of the remote that owns `pathname`, once per remote. */
export function preloadRouteOwner(pathname: string): void {
  const owner = findRouteOwner(pathname);
  if (!owner || preloaded.has(owner)) return;
  preloaded.add(owner);
  preloadRemoteRoutes(owner).catch(() => {
    // The error boundary of the route reports a remote that cannot load; allow a later preload.
    preloaded.delete(owner);
  });
}
