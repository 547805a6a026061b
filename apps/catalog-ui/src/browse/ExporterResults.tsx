import { Box, SimpleGrid } from '@ped/web-kit/ui';
import { CompareBar } from '@ped/web-kit';
import { LazyContactDialog } from '../exporter/LazyContactDialog';
import { ExporterCard } from '../exporter/ExporterCard';
import { useContactDialog } from '../exporter/useContactDialog';
import { ExporterGridSkeleton, resultColumns } from './ExporterGridSkeleton';
import type { ListFilters } from './listFilters';
import { MatchedProducts } from './MatchedProducts';
import { PagedResults } from './PagedResults';
import { SponsoredExporters } from './SponsoredExporters';
import { useExporters } from './useExporters';
import { useSponsoredExporters } from './useSponsoredExporters';
import { useComparePicks } from './useComparePicks';

interface Props {
  filters: ListFilters;
  page: number;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
}

/**
 * One page of exporters ranked for the filters, with the products a search matched and the Sponsored slot; each
 * card's Compare box picks it for the comparison (up to 4, kept across pages).
 */
export function ExporterResults({ filters, page, onPageChange, onClearFilters }: Props) {
  const result = useExporters(filters, page);
  const sponsored = useSponsoredExporters(filters, page);
  const { openFor, dialogProps } = useContactDialog();
  const exporters = result.data?.exporters ?? [];
  const compare = useComparePicks();

  return (
    <>
      <PagedResults
        noun="exporters"
        result={result}
        shown={exporters.length}
        page={page}
        onPageChange={onPageChange}
        onClearFilters={onClearFilters}
        skeleton={<ExporterGridSkeleton />}
        beforeList={
          sponsored.data && <SponsoredExporters exporters={sponsored.data.exporters} onContact={openFor} />
        }
      >
        <SimpleGrid as="ul" listStyleType="none" columns={resultColumns} gap="5">
          {exporters.map((exporter) => (
            <li key={exporter.id}>
              <ExporterCard exporter={exporter} onContact={openFor} compare={compare.pickFor(exporter.id)}>
                {exporter.matchedProducts && exporter.matchedProducts.length > 0 && (
                  <MatchedProducts products={exporter.matchedProducts} />
                )}
              </ExporterCard>
            </li>
          ))}
        </SimpleGrid>
      </PagedResults>
      {compare.picked.length > 0 && (
        // Kept in view at the bottom while the visitor scrolls and pages the results.
        <Box position="sticky" bottom="0" zIndex="docked" py="3" bg="bg">
          <CompareBar
            picked={compare.picked}
            onClear={compare.clear}
            label="Compare exporters from the results"
          />
        </Box>
      )}
      <LazyContactDialog {...dialogProps} />
    </>
  );
}
