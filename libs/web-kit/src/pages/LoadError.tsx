import { Button, Container } from '@ped/web-kit/ui';
import { StateMessage } from './StateMessage';

/** A page whose data could not be loaded (not a 404): the reason and a retry (`what`: "exporter", "category"…). */
export function LoadError({
  what,
  onRetry,
  retrying,
}: {
  what: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <StateMessage
        tone="error"
        title={`We could not load this ${what}`}
        actions={
          <Button variant="outline" colorPalette="brand" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        }
      >
        The directory could not be reached. Please try again.
      </StateMessage>
    </Container>
  );
}
