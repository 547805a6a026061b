/** Query-string parameters of a query key; undefined, null and empty values are left out. */
export type QueryParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

function isQueryParams(part: unknown): part is QueryParams {
  return typeof part === 'object' && part !== null && !Array.isArray(part);
}

/** `?a=1&b=x` for the set values of `params` (in key order), or '' when none is set. */
export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

/**
 * The URL a query key stands for: its path parts joined with '/', and a trailing object as the query
 * string — `['/api/exporters', { limit: 12, search: 'rice' }]` → `/api/exporters?limit=12&search=rice`.
 */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  const last = queryKey.at(-1);
  if (queryKey.length > 1 && isQueryParams(last)) {
    return queryKey.slice(0, -1).map(String).join('/') + toQueryString(last);
  }
  return queryKey.map(String).join('/');
}
