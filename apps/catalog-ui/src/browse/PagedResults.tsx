import { Box, Button, Heading, Text, VisuallyHidden } from '@ped/web-kit/ui';
import { PAGE_SIZE } from '@ped/contracts/options';
import { StateMessage, toast } from '@ped/web-kit';
import { useEffect, useRef, type ReactNode } from 'react';
import { CorrectedSearch } from './CorrectedSearch';
import { pageCount } from './pageNumbers';
import { Pagination } from './Pagination';
import { resultSummary } from './resultSummary';

/** What a page of a list answers besides its items. */
interface ListPage {
  total: number;
  totalCapped: boolean;
  correctedSearch?: string;
  searchAlternatives?: string[];
}

interface Props {
  /** What is listed, plural and lower case: "exporters", "products". */
  noun: string;
  result: {
    data: ListPage | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isRefetching: boolean;
    refetch: () => unknown;
  };
  /** How many items the page shows (0 shows the empty state). */
  shown: number;
  page: number;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
  skeleton: ReactNode;
  /** Shown between the count line and the ranked list when the list has items (the Sponsored slot). */
  beforeList?: ReactNode;
  /** The items, drawn by the caller. */
  children: ReactNode;
}

/**
 * The frame of one page of a ranked list: the corrected-search line, the count line, loading, empty and error
 * states, and pagination that brings the reader back to the top of the list.
 */
export function PagedResults({
  noun,
  result,
  shown,
  page,
  onPageChange,
  onClearFilters,
  skeleton,
  beforeList,
  children,
}: Props) {
  const { data, isPending, isError, error, isRefetching, refetch } = result;
  const top = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (error) toast({ title: 'Error', description: `Failed to fetch ${noun}`, variant: 'destructive' });
  }, [error, noun]);

  const goToPage = (next: number) => {
    onPageChange(next);
    top.current?.scrollIntoView({ block: 'start' });
    top.current?.focus({ preventScroll: true });
  };

  let content;
  if (isPending) {
    content = skeleton;
  } else if (isError) {
    content = (
      <StateMessage
        tone="error"
        title={`Failed to fetch ${noun}`}
        actions={
          <Button variant="outline" colorPalette="brand" onClick={() => refetch()} loading={isRefetching}>
            Try again
          </Button>
        }
      >
        The directory could not be reached. Please try again.
      </StateMessage>
    );
  } else if (shown === 0) {
    content = (
      <StateMessage
        actions={
          <Button colorPalette="brand" onClick={onClearFilters}>
            Clear Filters
          </Button>
        }
      >
        No {noun} found matching your criteria.
      </StateMessage>
    );
  } else {
    content = children;
  }

  return (
    <Box>
      <Box ref={top} tabIndex={-1} outline="none" scrollMarginTop="24" mb="4">
        <CorrectedSearch correctedSearch={data?.correctedSearch} alternatives={data?.searchAlternatives} />
        <Text role="status" color="fg.muted" minH="6">
          {data
            ? resultSummary({ page, shown, total: data.total, totalCapped: data.totalCapped, noun })
            : isPending
              ? `Loading ${noun}…`
              : ''}
        </Text>
      </Box>
      {shown > 0 && beforeList}
      <VisuallyHidden asChild>
        <Heading as="h2">Results</Heading>
      </VisuallyHidden>
      {content}
      {data && (
        <Pagination page={page} totalPages={pageCount(data.total, PAGE_SIZE)} onPageChange={goToPage} />
      )}
    </Box>
  );
}
