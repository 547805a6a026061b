import { Route, Routes } from '@ped/web-kit/ui';
import type { ComponentType, ReactNode } from 'react';
import { NotFoundPage } from '../pages/NotFoundPage';
import type { RemoteName, RemoteRouteTable } from '../routes/siteRoutes';

/**
 * A remote's `RemoteRoutes` (what its `./routes` module exports) from its route table, typed by its name: each page at its path,
 * the 404 page for any other path the shell sends it (the sub-paths of its pages).
 */
export function createRemoteRoutes<R extends RemoteName>(
  _remote: R,
  table: RemoteRouteTable<R>,
): ComponentType {
  const entries = Object.entries(table) as [string, ReactNode][];
  return function RemoteRoutes() {
    return (
      <Routes>
        {entries.map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    );
  };
}
