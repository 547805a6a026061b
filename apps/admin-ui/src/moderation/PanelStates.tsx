import { Button, Skeleton, Stack } from '@ped/web-kit/ui';
import { StateMessage } from '@ped/web-kit';

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

/** A read that failed, with Try again. */
export function LoadFailed({
  title,
  onRetry,
  retrying,
}: {
  title: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <StateMessage
      tone="error"
      title={title}
      actions={
        <Button variant="outline" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      }
    />
  );
}
