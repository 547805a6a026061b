import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';

/**
 * The cached answers a change makes stale, as query keys; a key covers every query whose key starts with it
 * (`['/api/exporters']` covers every list page, the featured list and each profile). A function gets the
 * mutation's answer and variables, for keys that name what was changed.
 */
export type Invalidates<TData, TVariables> =
  readonly QueryKey[] | ((data: TData, variables: TVariables) => readonly QueryKey[]);

/** Marks the queries under each key stale; those on screen are read again, the others when next shown. */
export async function invalidateQueryKeys(
  queryClient: QueryClient,
  keys: readonly QueryKey[],
): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export interface InvalidatingMutationOptions<TData, TVariables> extends Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn' | 'onSuccess'
> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** What the change makes stale: `[]` when it changes nothing any page reads (say so rather than omit it). */
  invalidates: Invalidates<TData, TVariables>;
  /** Runs first on success, e.g. to write the answer into the cache; the invalidation follows. */
  onSuccess?: (data: TData, variables: TVariables, queryClient: QueryClient) => void | Promise<unknown>;
}

/**
 * The one way to change data from a page: a mutation that, on success, invalidates the queries it changed.
 * Queries are never stale by themselves (the spec's defaults), so this is what keeps every page current
 * after a change. The mutation stays pending until the refetches of the queries on screen have settled:
 * when its own `onSuccess` (or `mutate(…, { onSuccess })`) runs, the page already shows the change.
 */
export function useInvalidatingMutation<TData = unknown, TVariables = void>({
  invalidates,
  onSuccess,
  ...options
}: InvalidatingMutationOptions<TData, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    ...options,
    onSuccess: async (data, variables) => {
      await onSuccess?.(data, variables, queryClient);
      const keys = typeof invalidates === 'function' ? invalidates(data, variables) : invalidates;
      await invalidateQueryKeys(queryClient, keys);
    },
  });
}
