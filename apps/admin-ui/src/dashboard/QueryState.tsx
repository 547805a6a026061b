import { Skeleton, Stack } from '@ped/web-kit/ui';
import { LoadFailed, StateMessage } from '@ped/web-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface Props<T> {
  query: UseQueryResult<T>;
  /** What is loaded, for the messages: "subscriptions", "the figures"… */
  what: string;
  /** Whether the answer has nothing to show (the empty state then shows `empty`). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** The skeleton's height while loading. */
  loadingHeight?: string;
  children: (data: T) => ReactNode;
}

/** A data view's loading, error (with a retry) and empty states, and the view itself once there is data. */
export function QueryState<T>({ query, what, isEmpty, empty, loadingHeight = '32', children }: Props<T>) {
  if (query.isError) {
    return (
      <LoadFailed
        title={`We could not load ${what}`}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  if (query.isPending) {
    return (
      <Stack aria-busy="true" aria-label={`Loading ${what}`}>
        <Skeleton height={loadingHeight} />
      </Stack>
    );
  }
  if (isEmpty?.(query.data)) return <StateMessage>{empty}</StateMessage>;
  return <>{children(query.data)}</>;
}
