import { formatCount } from '@ped/contracts/format';
import { Box, Container, SimpleGrid, Skeleton, Stat } from '@ped/web-kit/ui';
import { COUNTRIES_SERVED } from '@ped/contracts/options';
import { useStats } from './useHomeData';

/** Below this many a month the inquiries figure reads as an empty directory ("1 Inquiries"): it is left out. */
export const INQUIRIES_SHOWN_FROM = 100;

/**
 * Verified exporters, product categories and inquiries of the last 30 days (from INQUIRIES_SHOWN_FROM), live; and
 * the spec's fixed 85, the one figure not counted here, labelled for what it is: the countries the member
 * exporters say they serve.
 */
export function StatsStrip() {
  const { data: stats, isPending, isError } = useStats();
  // The fixed figure always shows; the others show "—" when the counters cannot be read.
  const value = (read: (s: NonNullable<typeof stats>) => number) =>
    stats ? formatCount(read(stats)) : isError ? '—' : null;
  const items: [label: string, value: string | null][] = [
    ['Verified Exporters', value((s) => s.verifiedExporters)],
    ['Product Categories', value((s) => s.totalCategories)],
    ['Countries Served by Our Members', `${COUNTRIES_SERVED}`],
    ...(stats && stats.totalContacts < INQUIRIES_SHOWN_FROM
      ? []
      : [['Inquiries in the Last 30 Days', value((s) => s.totalContacts)] as [string, string | null]]),
  ];

  return (
    <Box as="section" aria-label="Directory in numbers" borderBottomWidth="1px" bg="bg.subtle">
      <Container maxW="7xl" py="8">
        <SimpleGrid columns={{ base: 2, md: items.length }} gap="6" aria-busy={isPending}>
          {items.map(([label, shown]) => (
            // A `dl` holds its term before its value: the label comes first and is shown below the figure.
            <Stat.Root key={label} textAlign="center" alignItems="center" flexDirection="column-reverse">
              <Stat.Label>{label}</Stat.Label>
              <Stat.ValueText color="brand.fg" textStyle={{ base: '2xl', md: '3xl' }}>
                {shown === null ? <Skeleton height="9" width="20" /> : shown}
              </Stat.ValueText>
            </Stat.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
