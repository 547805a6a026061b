import type { ComponentType } from 'react';

/** What every remote's `./routes` module exports: one component rendering its `<Routes>`. */
export interface RemoteRoutesModule {
  RemoteRoutes: ComponentType;
}
