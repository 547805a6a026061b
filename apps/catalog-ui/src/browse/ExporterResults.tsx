import { Box, Button, SimpleGrid, Text } from '@ped/web-kit/ui';
import type { ExporterListDto } from '@ped/contracts/catalog';
import { PAGE_SIZE } from '@ped/contracts/options';
import { StateMessage, toast } from '@ped/web-kit';
import { useEffect, useRef } from 'react';
import { LazyContactDialog } from '../exporter/LazyContactDialog';
import { ExporterCard } from '../exporter/ExporterCard';
import { useContactDialog } from '../exporter/useContactDialog';
import { ExporterGridSkeleton, resultColumns } from './ExporterGridSkeleton';
import { pageCount } from './pageNumbers';
import { Pagination } from './Pagination';
import { useExporters, type ExporterFilters } from './useExporters';

interface Props {
  filters: ExporterFilters;
  page: number;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
}

/** One page of exporters for the filters: count, cards, pagination; loading, empty and error states. */
export function ExporterResults({ filters, page, onPageChange, onClearFilters }: Props) {
  const { data, isPending, isError, error, refetch, isRefetching } = useExporters(filters, page);
  const { openFor, dialogProps } = useContactDialog();
  const top = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to fetch exporters', variant: 'destructive' });
  }, [error]);

  const goToPage = (next: number) => {
    onPageChange(next);
    top.current?.scrollIntoView({ block: 'start' });
    top.current?.focus({ preventScroll: true });
  };

  let content;
  if (isPending) {
    content = <ExporterGridSkeleton />;
  } else if (isError) {
    content = (
      <StateMessage
        tone="error"
        title="Failed to fetch exporters"
        actions={
          <Button variant="outline" colorPalette="brand" onClick={() => refetch()} loading={isRefetching}>
            Try again
          </Button>
        }
      >
        The directory could not be reached. Please try again.
      </StateMessage>
    );
  } else if (data.exporters.length === 0) {
    content = (
      <StateMessage
        actions={
          <Button colorPalette="brand" onClick={onClearFilters}>
            Clear Filters
          </Button>
        }
      >
        No exporters found matching your criteria.
      </StateMessage>
    );
  } else {
    content = (
      <SimpleGrid as="ul" listStyleType="none" columns={resultColumns} gap="5">
        {data.exporters.map((exporter) => (
          <li key={exporter.id}>
            <ExporterCard exporter={exporter} onContact={openFor} />
          </li>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Box>
      <Box ref={top} tabIndex={-1} outline="none" scrollMarginTop="24">
        <Text role="status" color="fg.muted" mb="4" minH="6">
          {data ? resultSummary(data) : isPending ? 'Loading exporters…' : ''}
        </Text>
      </Box>
      {content}
      {data && (
        <Pagination page={page} totalPages={pageCount(data.total, PAGE_SIZE)} onPageChange={goToPage} />
      )}
      <LazyContactDialog {...dialogProps} />
    </Box>
  );
}

/** "Showing 12 of 500+ exporters for “basmati rice”": a capped search total and a corrected spelling said so. */
function resultSummary({ exporters, total, totalCapped, correctedSearch }: ExporterListDto): string {
  const shown = `Showing ${exporters.length} of ${total.toLocaleString('en-US')}${totalCapped ? '+' : ''} exporters`;
  return correctedSearch ? `${shown} for “${correctedSearch}”` : shown;
}
