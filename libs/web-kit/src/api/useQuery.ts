import { skipToken, useQuery as useTanstackQuery, type QueryKey } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/**
 * Set only by the server renderer (apps/shell/src/server/ssr.tsx): collects the keys of the queries a render
 * reads and may fetch. A disabled query (`enabled: false`, `skipToken`) is left out: the browser would not fetch
 * it either. The renderer fetches what is missing and renders again.
 */
export const ServerQueries = createContext<Map<string, QueryKey> | null>(null);

/** TanStack Query's `useQuery`, telling the server renderer which queries the page needs. */
export const useQuery = ((options, queryClient) => {
  const wanted = useContext(ServerQueries);
  if (wanted && options.enabled !== false && options.queryFn !== skipToken)
    wanted.set(JSON.stringify(options.queryKey), options.queryKey);
  return useTanstackQuery(options, queryClient);
}) as typeof useTanstackQuery;
