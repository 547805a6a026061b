import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './queryFn';

/** A query client with the spec's defaults: never stale, no retries, no refetch on focus or interval. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
