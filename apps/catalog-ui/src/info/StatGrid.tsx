import { SimpleGrid, Skeleton, Stat } from '@ped/web-kit/ui';

/** A figure and its label; the value is null while it loads. */
export type StatItem = readonly [label: string, value: string | null];

/**
 * Figures, each a Stat (a `dl` of its own: the label's `dt` first in the markup, shown under the value's `dd`).
 */
export function StatGrid({ stats, busy = false }: { stats: readonly StatItem[]; busy?: boolean }) {
  return (
    <SimpleGrid columns={{ base: 2, md: stats.length > 4 ? 5 : 4 }} gap="6" aria-busy={busy}>
      {stats.map(([label, value]) => (
        <Stat.Root key={label} textAlign="center" alignItems="center" flexDirection="column-reverse">
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText color="brand.fg" textStyle={{ base: '2xl', md: '3xl' }}>
            {value === null ? <Skeleton height="9" width="20" /> : value}
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
