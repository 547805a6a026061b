export type RemoteName = 'catalog_ui' | 'buyer_ui' | 'admin_ui';

/**
 * Which remote owns which pages. A remote also owns the sub-paths of its pages (except of `/`), so that
 * e.g. `/category/a/b` reaches catalog-ui, whose own routes answer it with the 404 page. The shell's own
 * pages (`/sign-in`, `/sign-out`) are routed in App.tsx before these and belong to no remote (`findRouteOwner` → null).
 */
export const ROUTE_OWNERSHIP: Readonly<Record<RemoteName, readonly string[]>> = {
  catalog_ui: [
    '/',
    '/browse',
    '/category/:slug',
    '/exporters/:id',
    '/about',
    '/contact',
    '/services',
    '/terms',
    '/privacy',
    '/exporter-registration',
    '/exporter-signup',
    '/exporter-registration-success',
    '/dashboard',
  ],
  buyer_ui: [
    '/buyer-login',
    '/buyer-registration',
    '/buyer-dashboard',
    '/messages',
    '/messages/:conversationId',
  ],
  admin_ui: ['/admin-login', '/admin', '/admin-legacy'],
};

const OWNED_PATTERNS = Object.entries(ROUTE_OWNERSHIP).flatMap(([remote, patterns]) =>
  patterns.map((pattern) => ({ remote: remote as RemoteName, pattern })),
);

const segments = (path: string): string[] => path.split('/').filter(Boolean);

/**
 * Whether `pathname` is `pattern` (or below it unless `end`), where `:name` is any one segment; letter case and
 * a trailing slash do not matter, as in React Router's `matchPath`. Written out rather than taken from the router
 * so that the shell's entry chunk can find the owner, and preload it, before the shared modules have arrived.
 */
function matches(pattern: string, pathname: string, end: boolean): boolean {
  const expected = segments(pattern);
  const actual = segments(pathname);
  if (end ? actual.length !== expected.length : actual.length < expected.length) return false;
  return expected.every(
    (segment, i) => segment.startsWith(':') || segment.toLowerCase() === actual[i]?.toLowerCase(),
  );
}

/** The remote that renders `pathname`, or null when no remote owns it (the shell's 404). */
export function findRouteOwner(pathname: string): RemoteName | null {
  const exact = OWNED_PATTERNS.find(({ pattern }) => matches(pattern, pathname, true));
  if (exact) return exact.remote;
  const parent = OWNED_PATTERNS.find(({ pattern }) => pattern !== '/' && matches(pattern, pathname, false));
  return parent?.remote ?? null;
}
