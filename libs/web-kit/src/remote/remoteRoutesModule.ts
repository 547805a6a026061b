import type { ComponentType } from 'react';

/** What every remote's `./routes` module exports: one component rendering its `<Routes>`. */
export interface RemoteRoutesModule {
  RemoteRoutes: ComponentType;
  /** Fetches the code of the page at `pathname` (hydration must not suspend on it). */
  preloadRoute?: (pathname: string) => Promise<void>;
}
