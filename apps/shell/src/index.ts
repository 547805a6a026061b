import { preloadRouteOwner } from './remotes/preloadRouteOwner';

// Start fetching the current route's remote (remotes.json, its manifest, entry and routes chunks) now, while the
// shared modules download, rather than once they have run: the remote is on the first paint's critical path.
preloadRouteOwner(window.location.pathname);

// The async boundary lets Module Federation negotiate the shared singletons before any of them is imported.
import('./bootstrap');
