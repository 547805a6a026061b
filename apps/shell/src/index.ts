import { preloadRouteOwner } from './remotes/preloadRouteOwner';

// Start fetching the current route's remote (remotes.json, its manifest, entry and routes chunks) now, while the
// shared modules download, rather than once they have run: the remote is on the first paint's critical path.
preloadRouteOwner(window.location.pathname);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Chakra (with the theme's system) and react-dom are imported on their own as well: each is then evaluated as soon
// as it has arrived, usually in a task before the bootstrap's, rather than all in the bootstrap's (one task of
// ~270 ms on a throttled phone, the longest of a server-rendered page's load). Each import starts in a task of its
// own: negotiating a share and inserting its chunks' scripts is ~20–40 ms on a throttled phone, which would
// otherwise all lengthen the task that evaluates this entry.
void (async () => {
  await nextTask();
  void import('@ped/web-kit/ui');
  await nextTask();
  void import('react-dom/client');
  await nextTask();
  // The async boundary lets Module Federation negotiate the shared singletons before any of them is imported.
  await import('./bootstrap');
})();
