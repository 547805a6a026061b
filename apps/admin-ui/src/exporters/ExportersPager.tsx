import { Button, HStack, Text } from '@ped/web-kit/ui';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  shown: number;
  onPage: (page: number) => void;
}

/** "Showing 21–40 of 345" and Previous / Next. */
export function ExportersPager({ page, pageSize, total, shown, onPage }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <HStack as="nav" aria-label="Exporter pages" justify="space-between" gap="3" flexWrap="wrap">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        Showing {first}–{first + shown - (shown > 0 ? 1 : 0)} of {total.toLocaleString('en')}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Text textStyle="sm">
          Page {page} of {pages}
        </Text>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
}
