import { Button, Container, Heading, HStack, SimpleGrid, Stack, Text, RouterLink } from '@ped/web-kit/ui';
import { StateMessage } from '@ped/web-kit';
import { ExporterGridSkeleton, resultColumns } from '../browse/ExporterGridSkeleton';
import { LazyContactDialog } from '../exporter/LazyContactDialog';
import { ExporterCard } from '../exporter/ExporterCard';
import { useContactDialog } from '../exporter/useContactDialog';
import { useFeaturedExporters } from './useHomeData';

/** "Featured Exporters": cards with View Profile and Contact, with loading, empty and error states. */
export function FeaturedExporters() {
  const { data: exporters, isPending, isError, refetch, isRefetching } = useFeaturedExporters();
  const { openFor, dialogProps } = useContactDialog();

  let content;
  if (isPending) content = <ExporterGridSkeleton />;
  else if (isError)
    content = (
      <StateMessage
        tone="error"
        actions={
          <Button variant="outline" colorPalette="brand" onClick={() => refetch()} loading={isRefetching}>
            Try again
          </Button>
        }
      >
        We could not load the featured exporters.
      </StateMessage>
    );
  else if (exporters.length === 0)
    content = <StateMessage>No featured exporters yet. Browse the whole directory instead.</StateMessage>;
  else
    content = (
      <SimpleGrid as="ul" listStyleType="none" columns={resultColumns} gap="5">
        {exporters.map((exporter) => (
          <li key={exporter.id}>
            <ExporterCard exporter={exporter} onContact={openFor} />
          </li>
        ))}
      </SimpleGrid>
    );

  return (
    <Container as="section" aria-labelledby="featured-heading" maxW="7xl" py={{ base: '10', md: '16' }}>
      <HStack justify="space-between" align="end" mb="8" gap="4" wrap="wrap">
        <Stack gap="2">
          <Heading id="featured-heading" as="h2" size={{ base: '2xl', md: '3xl' }}>
            Featured Exporters
          </Heading>
          <Text color="fg.muted">Verified, established companies ready to ship worldwide.</Text>
        </Stack>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to="/browse">View All Exporters</RouterLink>
        </Button>
      </HStack>
      {content}
      <LazyContactDialog {...dialogProps} />
    </Container>
  );
}
