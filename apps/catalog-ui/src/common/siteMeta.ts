/** Keywords every page of the catalogue shares; pages add their own in front. */
export const BASE_KEYWORDS = [
  'Pakistan exporters',
  'Pakistani suppliers',
  'B2B directory',
  'verified exporters',
] as const;

/** `https://<this site>/<path>`: the site's own origin, never a hard-coded host. */
export function siteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}

/** The server's sign-in (a full-page navigation, not a client route). */
export const LOGIN_URL = '/api/login';
