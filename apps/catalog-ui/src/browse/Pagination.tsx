import { Button, HStack } from '@ped/web-kit/ui';
import { pageNumbers } from './pageNumbers';

interface Props {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous, up to 5 numbered pages and Next; nothing when everything fits on one page. */
export function Pagination({ page, totalPages, onPageChange }: Props) {
  if (totalPages <= 1) return null;
  return (
    <HStack as="nav" aria-label="Pagination" justify="center" gap="1" wrap="wrap" mt="8">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      {pageNumbers(page, totalPages).map((number) => (
        <Button
          key={number}
          size="sm"
          minW="9"
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
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </Button>
    </HStack>
  );
}
