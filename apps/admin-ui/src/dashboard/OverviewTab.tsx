import { formatPkr } from '@ped/contracts/format';
import { Link, RouterLink, SimpleGrid, Stack } from '@ped/web-kit/ui';
import type { AdminEnhancedStatsDto } from '@ped/contracts/admin';
import { useEnhancedStats } from '../api/adminApi';
import { CategoryChart, NewExportersChart, RevenueChart } from '../charts/MonthlyCharts';
import { QueryState } from './QueryState';
import { RecentActivityList } from './RecentActivityList';
import { StatCard } from './StatCard';

/** "+4.2% from last month"; with none last month, how many joined this month. */
function growth(stats: AdminEnhancedStatsDto): string {
  const rate = stats.growthRate;
  if (rate === null)
    return `${(stats.newExportersByMonth.at(-1)?.value ?? 0).toLocaleString('en')} joined this month`;
  const sign = rate > 0 ? '+' : '';
  return `${sign}${rate.toLocaleString('en', { maximumFractionDigits: 1 })}% from last month`;
}

export function OverviewFigures({ stats }: { stats: AdminEnhancedStatsDto }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
      <StatCard
        label="Total Exporters"
        value={stats.totalExporters.toLocaleString('en')}
        help={growth(stats)}
      />
      <StatCard
        label="Monthly Revenue"
        value={formatPkr(stats.monthlyRevenue)}
        help="Paid plans this month"
      />
      <StatCard
        label="Pending Reviews"
        value={stats.pendingExporters.toLocaleString('en')}
        help={
          <Link asChild color="brand.fg">
            <RouterLink to="?tab=exporters&filterStatus=pending">Review pending exporters</RouterLink>
          </Link>
        }
      />
      <StatCard
        label="System Health"
        value={`${stats.systemHealth.toLocaleString('en', { maximumFractionDigits: 1 })}%`}
        help="Health checks passing"
      />
    </SimpleGrid>
  );
}

/** Overview: the four figures, revenue and new exporters over six months, recent activity, categories. */
export function OverviewTab() {
  const stats = useEnhancedStats();
  return (
    <QueryState query={stats} what="the dashboard figures" loadingHeight="96">
      {(data) => (
        <Stack gap={{ base: '4', md: '6' }}>
          <OverviewFigures stats={data} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '6' }}>
            <RevenueChart series={data.revenueByMonth} />
            <NewExportersChart series={data.newExportersByMonth} />
            <RecentActivityList items={data.recentActivity} />
            <CategoryChart categories={data.topCategories} />
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}
