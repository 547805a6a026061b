import { Button } from '@ped/web-kit/ui';
import { StateMessage } from '@ped/web-kit';

/** A part of the dashboard whose data could not be read, with a retry (`what`: "your requirements"…). */
export function DataLoadError({
  what,
  onRetry,
  retrying,
}: {
  what: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <StateMessage
      tone="error"
      title={`We could not load ${what}`}
      actions={
        <Button variant="outline" colorPalette="brand" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      }
    >
      The directory could not be reached. Please try again.
    </StateMessage>
  );
}
