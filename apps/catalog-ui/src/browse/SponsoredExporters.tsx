import { Box, Heading, SimpleGrid, Stack, Text } from '@ped/web-kit/ui';
import type { ExporterListItemDto } from '@ped/contracts/catalog';
import { SPONSORED_PER_PAGE } from '@ped/contracts/options';
import { ExporterCard } from '../exporter/ExporterCard';

interface Props {
  exporters: ExporterListItemDto[];
  onContact: (exporter: ExporterListItemDto) => void;
}

/**
 * The Sponsored slot: at most SPONSORED_PER_PAGE premium members, labelled as paid and kept apart from the
 * ranked list below it (which the plan never orders). Nothing when there are none.
 */
export function SponsoredExporters({ exporters, onContact }: Props) {
  if (exporters.length === 0) return null;
  return (
    <Box
      as="section"
      aria-labelledby="sponsored-heading"
      data-testid="sponsored"
      bg="bg.muted"
      borderRadius="l3"
      p={{ base: '3', md: '4' }}
      mb="6"
    >
      <Stack gap="1" mb="3">
        <Heading id="sponsored-heading" as="h2" size="md">
          Sponsored
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          Paid placement by premium members. Results below are ranked by relevance, verification and profile
          completeness.
        </Text>
      </Stack>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
        {exporters.slice(0, SPONSORED_PER_PAGE).map((exporter) => (
          <li key={exporter.id}>
            <ExporterCard exporter={exporter} onContact={onContact} sponsored />
          </li>
        ))}
      </SimpleGrid>
    </Box>
  );
}
