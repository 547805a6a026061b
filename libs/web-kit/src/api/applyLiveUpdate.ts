import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What one pushed event changes in the query cache: with `update`, the cached answer of exactly `queryKey` is
 * replaced by `update(cached)` at once (nothing is read; a key not in the cache is left alone, as nothing
 * shows it); without, every query under `queryKey` (a prefix, as for mutations) is marked stale and those on
 * screen are read again.
 */
export interface LiveUpdate<T = unknown> {
  queryKey: QueryKey;
  update?: (cached: T) => T;
}

/**
 * Applies one cache change of data pushed by the server (the live channel's events): the one way pushed data
 * reaches the pages, as `useInvalidatingMutation` is for the browser's own changes. An event that changes
 * several answers is several calls. Resolves when the stale queries on screen have been read again.
 */
export async function applyLiveUpdate<T>(
  queryClient: QueryClient,
  { queryKey, update }: LiveUpdate<T>,
): Promise<void> {
  if (!update) return queryClient.invalidateQueries({ queryKey });
  queryClient.setQueriesData<T>({ queryKey, exact: true }, (cached) =>
    cached === undefined ? cached : update(cached),
  );
}
