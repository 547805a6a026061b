/** Keywords every page of the catalogue shares; pages add their own in front. */
export const BASE_KEYWORDS = [
  'Pakistan exporters',
  'Pakistani suppliers',
  'B2B directory',
  'verified exporters',
] as const;

/** `https://<this site>/<path>`: the site's own origin, never a hard-coded host. */
export function siteUrl(path: string): string {
  // No window on the server: the shell's renderPage (apps/shell/src/server/ssr.tsx) sets the site's origin.
  const origin =
    typeof window === 'undefined'
      ? ((globalThis as { PED_PUBLIC_ORIGIN?: string }).PED_PUBLIC_ORIGIN ?? 'http://localhost:8080')
      : window.location.origin;
  return new URL(path, origin).href;
}

/** The server's sign-in (a full-page navigation, not a client route). */
export const LOGIN_URL = '/api/login';
