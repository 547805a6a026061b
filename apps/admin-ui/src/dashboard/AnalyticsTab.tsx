import { SimpleGrid } from '@ped/web-kit/ui';
import { useEnhancedStats } from '../api/adminApi';
import { CityChart, PerformanceChart } from '../charts/AnalyticsCharts';
import { QueryState } from './QueryState';

/** Analytics: response time, inquiries answered and uptime as bars; exporters per city (nivo, with table views). */
export function AnalyticsTab() {
  const stats = useEnhancedStats();
  return (
    <QueryState query={stats} what="the analytics" loadingHeight="64">
      {({ analytics, geographicDistribution }) => (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '6' }}>
          <PerformanceChart analytics={analytics} />
          <CityChart cities={geographicDistribution} />
        </SimpleGrid>
      )}
    </QueryState>
  );
}
