import { formatDate, formatPkr } from '@ped/contracts/format';
import { Badge, Heading, SimpleGrid, Stack } from '@ped/web-kit/ui';
import type { SubscriptionDto } from '@ped/contracts/admin';
import { useEnhancedStats, useSubscriptions } from '../api/adminApi';
import { RevenueChart } from '../charts/MonthlyCharts';
import { DataTable } from './DataTable';
import { QueryState } from './QueryState';
import { StatCard } from './StatCard';

function SubscriptionsTable({ subscriptions }: { subscriptions: SubscriptionDto[] }) {
  return (
    <DataTable
      caption="Subscriptions, newest first"
      rows={subscriptions}
      rowKey={(row) => row.id}
      minW="44rem"
      columns={[
        { header: 'Exporter', cell: (row) => row.companyName },
        { header: 'Plan', cell: (row) => row.plan.charAt(0).toUpperCase() + row.plan.slice(1) },
        {
          header: 'Status',
          cell: (row) => (
            <Badge colorPalette={row.status === 'active' ? 'green' : 'gray'}>
              {row.status === 'active' ? 'Active' : 'Ended'}
            </Badge>
          ),
        },
        { header: 'Started', cell: (row) => formatDate(row.startDate) },
        { header: 'Ended', cell: (row) => (row.endDate ? formatDate(row.endDate) : '—') },
        {
          header: 'Amount',
          align: 'end',
          cell: (row) => `${row.currency} ${row.amount.toLocaleString('en')}/month`,
        },
      ]}
    />
  );
}

/** Financial: this month's revenue, active subscriptions, revenue over six months, the subscriptions. */
export function FinancialTab() {
  const stats = useEnhancedStats();
  const subscriptions = useSubscriptions();
  const active = subscriptions.data?.filter((row) => row.status === 'active');
  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <QueryState query={stats} what="the revenue figures" loadingHeight="64">
        {(data) => (
          <Stack gap={{ base: '4', md: '6' }}>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap={{ base: '3', md: '4' }}>
              <StatCard
                label="Monthly Revenue"
                value={formatPkr(data.monthlyRevenue)}
                help="Paid plans this month"
              />
              <StatCard
                label="Active subscriptions"
                value={active ? active.length.toLocaleString('en') : '—'}
                help="Professional and Enterprise plans"
              />
            </SimpleGrid>
            <RevenueChart series={data.revenueByMonth} />
          </Stack>
        )}
      </QueryState>
      <Stack as="section" gap="3" aria-labelledby="subscriptions-heading">
        <Heading as="h3" size="md" id="subscriptions-heading">
          Subscriptions
        </Heading>
        <QueryState
          query={subscriptions}
          what="the subscriptions"
          isEmpty={(rows) => rows.length === 0}
          empty="No paid subscriptions yet. They appear when an exporter takes the Professional or Enterprise plan."
        >
          {(rows) => <SubscriptionsTable subscriptions={rows} />}
        </QueryState>
      </Stack>
    </Stack>
  );
}
