// `@ped/web-kit/routes`: which remote serves which page. The shell routes by it and each remote's route table is
// typed by it (`RemoteRouteTable`), so neither can name a page the other does not: a remote route the shell would
// not send to it, or a shell route the remote does not serve, does not compile (and its routes spec fails). Plain
// data, not a Module Federation share: the shell's entry chunk reads it before the shared modules have arrived.
import type { ReactNode } from 'react';

export type RemoteName = 'catalog_ui' | 'buyer_ui' | 'admin_ui';

/**
 * The pages of each remote. A remote also owns the sub-paths of its pages (except of `/`), so that e.g.
 * `/category/a/b` reaches catalog-ui, whose own routes answer it with the 404 page. The shell's own pages
 * (`/sign-in`, `/sign-out`) are routed in its App.tsx before these and belong to no remote.
 */
export const SITE_ROUTES = {
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
  buyer_ui: ['/buyer-login', '/buyer-registration'],
  admin_ui: ['/admin-login', '/admin'],
} as const satisfies Record<RemoteName, readonly string[]>;

/** A page path `remote` serves. */
export type RemotePath<R extends RemoteName> = (typeof SITE_ROUTES)[R][number];

/** A remote's pages, each path of SITE_ROUTES with its element: exactly those, none missing, none extra. */
export type RemoteRouteTable<R extends RemoteName> = Readonly<Record<RemotePath<R>, ReactNode>>;

const OWNED_PATTERNS = (Object.entries(SITE_ROUTES) as [RemoteName, readonly string[]][]).flatMap(
  ([remote, patterns]) => patterns.map((pattern) => ({ remote, pattern })),
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

/** A path that `pattern` matches, each `:param` filled in with `1` (for tests that visit every page). */
export function examplePath(pattern: string): string {
  return pattern.replace(/:[^/]+/g, '1');
}
