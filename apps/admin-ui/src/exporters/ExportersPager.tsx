import { ADMIN_EXPORTER_MAX_OFFSET } from '@ped/contracts/options';
import { Button, HStack, Text } from '@ped/web-kit/ui';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  /** The count stopped at ADMIN_EXPORTER_COUNT_LIMIT: `total` is a lower bound ("100+"). */
  totalCapped: boolean;
  shown: number;
  onPage: (page: number) => void;
}

/** "Showing 21–40 of 345" (or "of 100+", "Page 2 of 5+" past the count's limit) and Previous / Next. */
export function ExportersPager({ page, pageSize, total, totalCapped, shown, onPage }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const more = totalCapped ? '+' : '';
  // Past the count's limit a full page may have a next one; the route serves offsets up to its maximum.
  const hasNext = totalCapped
    ? shown === pageSize && page * pageSize <= ADMIN_EXPORTER_MAX_OFFSET
    : page < pages;
  return (
    <HStack as="nav" aria-label="Exporter pages" justify="space-between" gap="3" flexWrap="wrap">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        Showing {first.toLocaleString('en')}–{(first + shown - (shown > 0 ? 1 : 0)).toLocaleString('en')} of{' '}
        {total.toLocaleString('en')}
        {more}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Text textStyle="sm">
          Page {page.toLocaleString('en')} of {pages.toLocaleString('en')}
          {more}
        </Text>
        <Button size="sm" variant="outline" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
}
