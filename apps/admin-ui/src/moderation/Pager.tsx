import { Button, HStack, Text } from '@ped/web-kit/ui';

interface Props {
  offset: number;
  pageSize: number;
  /** Rows on the page shown. */
  shown: number;
  total: number;
  /** The count stopped at a limit: `total` is a lower bound, shown as "100+"; Next follows full pages. */
  totalCapped?: boolean;
  /** What the rows are, plural ("conversations"). */
  noun: string;
  onOffsetChange: (offset: number) => void;
}

/** "21–40 of 95 conversations" with Previous / Next; only the count when everything fits one page. */
export function Pager({ offset, pageSize, shown, total, totalCapped = false, noun, onOffsetChange }: Props) {
  const last = Math.min(offset + shown, total);
  const of = `${total.toLocaleString('en')}${totalCapped ? '+' : ''} ${noun}`;
  return (
    <HStack justify="space-between" gap="3" flexWrap="wrap">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {total <= pageSize && offset === 0
          ? of
          : `${(offset + 1).toLocaleString('en')}–${last.toLocaleString('en')} of ${of}`}
      </Text>
      {total > pageSize && (
        <HStack gap="2">
          <Button
            variant="outline"
            size="sm"
            disabled={offset === 0}
            onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
          >
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={totalCapped ? shown < pageSize : last >= total}
            onClick={() => onOffsetChange(offset + pageSize)}
          >
            Next
          </Button>
        </HStack>
      )}
    </HStack>
  );
}
