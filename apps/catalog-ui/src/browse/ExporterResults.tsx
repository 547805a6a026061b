import { SimpleGrid } from '@ped/web-kit/ui';
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

interface Props {
  filters: ListFilters;
  page: number;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
}

/** One page of exporters ranked for the filters, with the products a search matched and the Sponsored slot. */
export function ExporterResults({ filters, page, onPageChange, onClearFilters }: Props) {
  const result = useExporters(filters, page);
  const sponsored = useSponsoredExporters(filters, page);
  const { openFor, dialogProps } = useContactDialog();
  const exporters = result.data?.exporters ?? [];

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
              <ExporterCard exporter={exporter} onContact={openFor}>
                {exporter.matchedProducts && exporter.matchedProducts.length > 0 && (
                  <MatchedProducts products={exporter.matchedProducts} />
                )}
              </ExporterCard>
            </li>
          ))}
        </SimpleGrid>
      </PagedResults>
      <LazyContactDialog {...dialogProps} />
    </>
  );
}
