import { SimpleGrid } from '@ped/web-kit/ui';
import { BROWSE_SKELETON_COUNT } from '@ped/contracts/options';
import { ExporterCardSkeleton } from '../exporter/ExporterCardSkeleton';

export const resultColumns = { base: 1, md: 2, xl: 3 };

/** Six card-shaped placeholders while a list of exporters loads. */
export function ExporterGridSkeleton() {
  return (
    <SimpleGrid columns={resultColumns} gap="5" aria-busy="true" aria-label="Loading exporters">
      {Array.from({ length: BROWSE_SKELETON_COUNT }, (_, index) => (
        <ExporterCardSkeleton key={index} />
      ))}
    </SimpleGrid>
  );
}
