/**
 * `value` when it is a path on this site (starts with a single '/', no scheme, host or backslash trick),
 * otherwise `fallback` — so a `returnTo` or `redirectTo` can never send the visitor to another site.
 */
export function safeReturnTo(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return fallback;
  // Control characters and backslashes are read by browsers in surprising ways; refuse them outright.
  if (value.includes('\\') || [...value].some((char) => char < ' ' || char === '\u007f')) return fallback;
  try {
    const base = 'http://site.invalid';
    const url = new URL(value, base);
    return url.origin === base ? url.pathname + url.search + url.hash : fallback;
  } catch {
    return fallback;
  }
}
