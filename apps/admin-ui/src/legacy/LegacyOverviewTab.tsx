import { LoadFailed } from '@ped/web-kit';
import { Heading, SimpleGrid, Skeleton, Stack } from '@ped/web-kit/ui';
import type { AdminStatsDto } from '@ped/contracts/admin';
import { useAdminStats } from '../api/adminApi';
import { ActivityList } from './ActivityList';
import { StatCard } from './StatCard';

const COUNTERS: readonly { label: string; value: (stats: AdminStatsDto) => number }[] = [
  { label: 'Total Exporters', value: (stats) => stats.totalExporters },
  { label: 'Pending Approval', value: (stats) => stats.pendingExporters },
  { label: 'Verified', value: (stats) => stats.verifiedExporters },
  { label: 'Total Users', value: (stats) => stats.totalUsers },
  { label: 'Conversations', value: (stats) => stats.totalConversations },
];

/** Five counters and the ten newest activity items. */
export function LegacyOverviewTab() {
  const stats = useAdminStats();
  return (
    <Stack gap="8">
      {stats.isError ? (
        <LoadFailed
          title="We could not load the counters"
          onRetry={() => void stats.refetch()}
          retrying={stats.isRefetching}
        />
      ) : (
        <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="3">
          {COUNTERS.map(({ label, value }) => (
            <StatCard
              key={label}
              label={label}
              value={
                stats.data ? value(stats.data).toLocaleString('en-GB') : <Skeleton height="7" width="12" />
              }
            />
          ))}
        </SimpleGrid>
      )}
      <Stack gap="3">
        <Heading as="h2" size="lg">
          Recent activity
        </Heading>
        <ActivityList limit={10} label="Recent activity" />
      </Stack>
    </Stack>
  );
}
