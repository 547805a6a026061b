import type { QueryFunction } from '@tanstack/react-query';
import { throwIfResNotOk } from './apiRequest';
import { queryKeyToUrl } from './queryKey';

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** A query function that GETs the key's URL with the session cookies and parses JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKeyToUrl(queryKey), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** The default reader: raises on 401 like on any other non-OK status. */
export const defaultQueryFn: QueryFunction = getQueryFn<unknown>({ on401: 'throw' });
