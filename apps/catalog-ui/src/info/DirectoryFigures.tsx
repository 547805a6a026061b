import { formatCount } from '@ped/contracts/format';
import { Text } from '@ped/web-kit/ui';
import { useStats } from '../home/useHomeData';
import { StatGrid } from './StatGrid';

/**
 * The directory in figures, all live from GET /api/stats (About and Services): nothing here is a claim the data
 * cannot back. "—" when the figures cannot be read.
 */
export function DirectoryFigures() {
  const { data: stats, isPending, isError } = useStats();
  const value = (read: (s: NonNullable<typeof stats>) => number) =>
    stats ? formatCount(read(stats)) : isError ? '—' : null;
  return (
    <>
      <StatGrid
        busy={isPending}
        stats={[
          ['Verified exporters', value((s) => s.verifiedExporters)],
          ['Product categories', value((s) => s.totalCategories)],
          ['Countries our buyers come from', value((s) => s.buyerCountries)],
          ['Buyer inquiries in the last 30 days', value((s) => s.totalContacts)],
        ]}
      />
      <Text textStyle="sm" color="fg.muted" textAlign="center">
        Counted live from the directory: verified exporters that are listed now, and the countries named by
        buyers who completed a profile.
      </Text>
    </>
  );
}
