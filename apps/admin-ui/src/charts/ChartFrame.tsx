import { Box, Button, Card, chakra, HStack, Heading, Skeleton, Text, VisuallyHidden } from '@ped/web-kit/ui';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useNearViewport } from './useNearViewport';

export interface ChartTable {
  caption: string;
  /** The first column's header, then the figures' headers. */
  columns: [string, ...string[]];
  /** Each row: its header cell, then its figures (already formatted). */
  rows: [string, ...string[]][];
}

interface Props {
  title: string;
  /** A line under the title (what the figures are). */
  note?: string;
  table: ChartTable;
  /**
   * The drawing (a lazy nivo chart): hidden from screen readers, who get the table. Rendered (and its chunk
   * fetched) only once the card nears the viewport; its height is kept meanwhile, so nothing shifts.
   */
  children: ReactNode;
  /** Shown instead of the chart and table when there is nothing to draw. */
  empty?: string;
  /** Colour keys under the drawing (hidden from screen readers, like it). */
  legend?: { label: string; color: string }[];
  /** Under the chart or table, for everyone: how the figures are measured. */
  footnote?: ReactNode;
  /** The drawing's height (by breakpoint). */
  height?: { base: string; md: string };
}

const cell = { textAlign: 'start', px: '3', py: '2', borderBottomWidth: '1px' } as const;

function FiguresTable({ table }: { table: ChartTable }) {
  const [first, ...figures] = table.columns;
  return (
    <chakra.table w="full" textStyle="sm">
      <caption>{table.caption}</caption>
      <thead>
        <tr>
          <chakra.th scope="col" {...cell}>
            {first}
          </chakra.th>
          {figures.map((column) => (
            <chakra.th key={column} scope="col" {...cell} textAlign="end">
              {column}
            </chakra.th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map(([head, ...values]) => (
          <tr key={head}>
            <chakra.th scope="row" {...cell} fontWeight="normal">
              {head}
            </chakra.th>
            {values.map((value, index) => (
              <chakra.td key={figures[index]} {...cell} textAlign="end">
                {value}
              </chakra.td>
            ))}
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

/**
 * A chart card: the drawing for the eye, and the same figures as a table — visually hidden for screen readers
 * while the chart shows, and on screen with "Show as table".
 */
export function ChartFrame({
  title,
  note,
  table,
  children,
  empty,
  legend,
  footnote,
  height = { base: '52', md: '64' },
}: Props) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const [drawingRef, near] = useNearViewport<HTMLDivElement>();
  return (
    <Card.Root variant="outline" size="sm" minW="0" as="section" aria-labelledby={headingId}>
      <Card.Header>
        <HStack justify="space-between" align="start" gap="2" flexWrap="wrap">
          <Box minW="0">
            <Heading as="h3" size="md" id={headingId}>
              {title}
            </Heading>
            {note && (
              <Text textStyle="xs" color="fg.muted">
                {note}
              </Text>
            )}
          </Box>
          {!empty && (
            <Button size="xs" variant="outline" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
              {asTable ? 'Show as chart' : 'Show as table'}
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {empty ? (
          <Text color="fg.muted" textStyle="sm" py="6" textAlign="center">
            {empty}
          </Text>
        ) : asTable ? (
          <Box overflowX="auto">
            <FiguresTable table={table} />
          </Box>
        ) : (
          <>
            <Box h={height} aria-hidden ref={drawingRef}>
              {near ? (
                <Suspense fallback={<Skeleton height="full" />}>{children}</Suspense>
              ) : (
                // Still: an endless pulse off screen would keep the page from ever settling.
                <Skeleton height="full" variant="none" />
              )}
            </Box>
            {legend && (
              <HStack gap="3" mt="2" flexWrap="wrap" aria-hidden>
                {legend.map((item) => (
                  <HStack key={item.label} gap="1.5">
                    <Box w="3" h="3" borderRadius="sm" bg={item.color} />
                    <Text textStyle="xs" color="fg.muted">
                      {item.label}
                    </Text>
                  </HStack>
                ))}
              </HStack>
            )}
            <VisuallyHidden>
              <FiguresTable table={table} />
            </VisuallyHidden>
          </>
        )}
        {footnote && !empty && (
          <Box textStyle="xs" color="fg.muted" mt="3">
            {footnote}
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
