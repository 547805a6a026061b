import { Skeleton, Stack } from '@ped/web-kit/ui';

/** A table's loading state: grey rows, announced as busy. */
export function TableSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="2" aria-busy="true" aria-label={label}>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height="10" borderRadius="l2" />
      ))}
    </Stack>
  );
}
