import { Container } from '@ped/web-kit/ui';
import { LoadFailed } from './LoadFailed';

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
      <LoadFailed title={`We could not load this ${what}`} onRetry={onRetry} retrying={retrying} />
    </Container>
  );
}
