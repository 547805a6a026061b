import { SimpleGrid, Stat } from '@ped/web-kit/ui';

/** The marketing figures of the about and services pages. */
export function StatGrid({ stats }: { stats: readonly (readonly [value: string, label: string])[] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: stats.length > 4 ? 5 : 4 }} gap="6">
      {stats.map(([value, label]) => (
        <Stat.Root key={label} textAlign="center" alignItems="center">
          <Stat.ValueText as="dd" color="brand.fg" textStyle={{ base: '2xl', md: '3xl' }} order={1}>
            {value}
          </Stat.ValueText>
          <Stat.Label as="dt" order={2}>
            {label}
          </Stat.Label>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
