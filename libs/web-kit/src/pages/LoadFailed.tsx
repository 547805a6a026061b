import { Button } from '@ped/web-kit/ui';
import type { ReactNode } from 'react';
import { StateMessage } from './StateMessage';

/**
 * The one error state of a data view whose read failed: what could not be loaded ("We could not load your
 * requirements"), why, and Try again. Loading and empty states are StateMessage and the view's skeleton.
 */
export function LoadFailed({
  title,
  onRetry,
  retrying,
  children = 'The directory could not be reached. Please try again.',
}: {
  title: string;
  onRetry: () => void;
  retrying: boolean;
  children?: ReactNode;
}) {
  return (
    <StateMessage
      tone="error"
      title={title}
      actions={
        <Button variant="outline" colorPalette="brand" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      }
    >
      {children}
    </StateMessage>
  );
}
