import { Box, chakra, VisuallyHidden } from '@ped/web-kit/ui';
import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'start' | 'end';
}

interface Props<T> {
  /** Names the table for screen readers (and its scrolling region). */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Below this width the table scrolls inside its box (a phone never scrolls the page sideways). */
  minW?: string;
}

const head = {
  px: '3',
  py: '2.5',
  textStyle: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
  borderBottomWidth: '1px',
  whiteSpace: 'nowrap',
} as const;
const cell = { px: '3', py: '2.5', borderBottomWidth: '1px', textStyle: 'sm', verticalAlign: 'top' } as const;

/** A plain data table whose first column heads its rows. */
export function DataTable<T>({ caption, columns, rows, rowKey, minW = '40rem' }: Props<T>) {
  const [first, ...rest] = columns;
  return (
    <Box role="region" aria-label={caption} tabIndex={0} overflowX="auto" borderWidth="1px" borderRadius="l3">
      <chakra.table w="full" minW={minW} borderCollapse="collapse">
        <VisuallyHidden asChild>
          <caption>{caption}</caption>
        </VisuallyHidden>
        <thead>
          <tr>
            {columns.map((column) => (
              <chakra.th key={column.header} scope="col" {...head} textAlign={column.align ?? 'start'}>
                {column.header}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {first && (
                <chakra.th scope="row" {...cell} textAlign={first.align ?? 'start'} fontWeight="medium">
                  {first.cell(row)}
                </chakra.th>
              )}
              {rest.map((column) => (
                <chakra.td key={column.header} {...cell} textAlign={column.align ?? 'start'}>
                  {column.cell(row)}
                </chakra.td>
              ))}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
