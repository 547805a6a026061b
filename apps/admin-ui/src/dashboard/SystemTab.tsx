import { formatDateTime } from '@ped/contracts/format';
import { Heading, SimpleGrid, Stack } from '@ped/web-kit/ui';
import { useEnhancedStats, useMetrics } from '../api/adminApi';
import { DataTable } from './DataTable';
import { QueryState } from './QueryState';
import { StatCard } from './StatCard';

const percent = (value: number) => `${value.toLocaleString('en', { maximumFractionDigits: 1 })}%`;

/** System: health, response time and uptime as the gateway measures them; the recorded platform metrics. */
export function SystemTab() {
  const stats = useEnhancedStats();
  const metrics = useMetrics();
  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <QueryState query={stats} what="the system figures" loadingHeight="24">
        {(data) => (
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap={{ base: '3', md: '4' }}>
            <StatCard
              label="System Health"
              value={percent(data.systemHealth)}
              help="Health checks passing now"
            />
            <StatCard
              label="Response time"
              value={`${Math.round(data.responseTime)} ms`}
              help="Median of the API's recent requests"
            />
            <StatCard
              label="Uptime"
              value={percent(data.analytics.uptime)}
              help="Health checks passing since the gateway started"
            />
          </SimpleGrid>
        )}
      </QueryState>
      <Stack as="section" gap="3" aria-labelledby="metrics-heading">
        <Heading as="h3" size="md" id="metrics-heading">
          Platform metrics
        </Heading>
        <QueryState
          query={metrics}
          what="the platform metrics"
          isEmpty={(rows) => rows.length === 0}
          empty="No metrics recorded yet: a snapshot of the counters is taken each day."
        >
          {(rows) => (
            <DataTable
              caption="Platform metrics, newest first"
              rows={rows}
              rowKey={(row) => row.id}
              minW="32rem"
              columns={[
                { header: 'Metric', cell: (row) => row.metricName },
                { header: 'Type', cell: (row) => row.metricType },
                { header: 'Value', align: 'end', cell: (row) => row.value.toLocaleString('en') },
                { header: 'Recorded', cell: (row) => formatDateTime(row.recordedAt) },
              ]}
            />
          )}
        </QueryState>
      </Stack>
    </Stack>
  );
}
