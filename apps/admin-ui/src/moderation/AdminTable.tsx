import { Box, chakra, VisuallyHidden } from '@ped/web-kit/ui';
import type { ReactNode } from 'react';

const cell = {
  textAlign: 'start',
  verticalAlign: 'top',
  textStyle: 'sm',
  px: '3',
  py: '2.5',
  borderBottomWidth: '1px',
} as const;

/** A header cell of an `AdminTable`. */
export const HeaderCell = chakra('th', {
  base: { ...cell, fontWeight: 'semibold', color: 'fg.muted', whiteSpace: 'nowrap', bg: 'bg.subtle' },
});

/** A body cell of an `AdminTable`. */
export const Cell = chakra('td', { base: cell });

interface Props {
  /** Names the scrolling region and, hidden, the table (screen readers announce it). */
  label: string;
  columns: readonly string[];
  children: ReactNode;
}

/**
 * The console's tables: the table scrolls sideways inside its own box (focusable, so a keyboard can scroll it)
 * and the page never overflows on a phone.
 */
export function AdminTable({ label, columns, children }: Props) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      overflowX="auto"
      maxW="full"
      borderWidth="1px"
      borderRadius="l3"
      focusRing="outside"
    >
      <chakra.table w="full" minW="44rem" borderCollapse="collapse">
        <VisuallyHidden asChild>
          <caption>{label}</caption>
        </VisuallyHidden>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column} scope="col">
                {column}
              </HeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </chakra.table>
    </Box>
  );
}
