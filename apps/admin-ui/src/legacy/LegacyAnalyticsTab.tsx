import { LoadFailed } from '@ped/web-kit';
import { SimpleGrid, Skeleton } from '@ped/web-kit/ui';
import { useAdminStats } from '../api/adminApi';
import { userToExporterRatio, verificationRate } from './legacyAnalytics';
import { StatCard } from './StatCard';

/** Verification rate and user-to-exporter ratio, from the counters. */
export function LegacyAnalyticsTab() {
  const stats = useAdminStats();
  if (stats.isError) {
    return (
      <LoadFailed
        title="We could not load the analytics"
        onRetry={() => void stats.refetch()}
        retrying={stats.isRefetching}
      />
    );
  }
  const loading = <Skeleton height="7" width="16" />;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" maxW="3xl">
      <StatCard
        label="Verification rate"
        value={stats.data ? `${verificationRate(stats.data)}%` : loading}
        help={
          stats.data && `${stats.data.verifiedExporters} of ${stats.data.totalExporters} exporters verified`
        }
      />
      <StatCard
        label="User-to-exporter ratio"
        value={stats.data ? `${userToExporterRatio(stats.data)}:1` : loading}
        help={stats.data && `${stats.data.totalUsers} users, ${stats.data.totalExporters} exporters`}
      />
    </SimpleGrid>
  );
}
