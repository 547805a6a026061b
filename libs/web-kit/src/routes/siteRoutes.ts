// `@ped/web-kit/routes`: which remote serves which page. The shell routes by it and each remote's route table is
// typed by it (`RemoteRouteTable`), so neither can name a page the other does not: a remote route the shell would
// not send to it, or a shell route the remote does not serve, does not compile (and its routes spec fails). The list
// itself is `@ped/contracts/site` (the edge answers 404 by it too). Plain data, not a Module Federation share: the
// shell's entry chunk reads it before the shared modules have arrived.
import { matchesRoute, SITE_ROUTES, type RemoteName } from '@ped/contracts/site';
import type { ReactNode } from 'react';

export { SHELL_ROUTES, SITE_ROUTES, type RemoteName } from '@ped/contracts/site';

/** A page path `remote` serves. */
export type RemotePath<R extends RemoteName> = (typeof SITE_ROUTES)[R][number];

/** A remote's pages, each path of SITE_ROUTES with its element: exactly those, none missing, none extra. */
export type RemoteRouteTable<R extends RemoteName> = Readonly<Record<RemotePath<R>, ReactNode>>;

const OWNED_PATTERNS = (Object.entries(SITE_ROUTES) as [RemoteName, readonly string[]][]).flatMap(
  ([remote, patterns]) => patterns.map((pattern) => ({ remote, pattern })),
);

/**
 * The remote that renders `pathname`, or null when no remote owns it (the shell's 404). A remote also owns the
 * sub-paths of its pages (except of `/`), and answers them with its 404 page.
 */
export function findRouteOwner(pathname: string): RemoteName | null {
  const exact = OWNED_PATTERNS.find(({ pattern }) => matchesRoute(pattern, pathname, true));
  if (exact) return exact.remote;
  const parent = OWNED_PATTERNS.find(
    ({ pattern }) => pattern !== '/' && matchesRoute(pattern, pathname, false),
  );
  return parent?.remote ?? null;
}

/** A path that `pattern` matches, each `:param` filled in with `1` (for tests that visit every page). */
export function examplePath(pattern: string): string {
  return pattern.replace(/:[^/]+/g, '1');
}
