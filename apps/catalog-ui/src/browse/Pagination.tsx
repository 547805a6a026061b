import { Box, Button, HStack } from '@ped/web-kit/ui';
import { pageNumbers } from './pageNumbers';

interface Props {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** "Previous" on wide screens, "‹" on a phone, so the row stays one line at 390 px. */
function StepLabel({ word, arrow }: { word: string; arrow: string }) {
  return (
    <>
      <Box as="span" hideBelow="sm">
        {word}
      </Box>
      <Box as="span" hideFrom="sm" aria-hidden fontSize="lg">
        {arrow}
      </Box>
    </>
  );
}

/** Previous, up to 5 numbered pages and Next on one line; nothing when everything fits on one page. */
export function Pagination({ page, totalPages, onPageChange }: Props) {
  if (totalPages <= 1) return null;
  return (
    <HStack as="nav" aria-label="Pagination" justify="center" gap="1" wrap="nowrap" mt="8">
      <Button
        variant="outline"
        size="sm"
        minW="9"
        aria-label="Previous"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <StepLabel word="Previous" arrow="‹" />
      </Button>
      {pageNumbers(page, totalPages).map((number) => (
        <Button
          key={number}
          size="sm"
          minW="9"
          px="2"
          variant={number === page ? 'solid' : 'outline'}
          colorPalette={number === page ? 'brand' : 'gray'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onPageChange(number)}
        >
          {number}
        </Button>
      ))}
      <Button
        variant="outline"
        size="sm"
        minW="9"
        aria-label="Next"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        <StepLabel word="Next" arrow="›" />
      </Button>
    </HStack>
  );
}
