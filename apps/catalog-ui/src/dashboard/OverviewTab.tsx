import { Card, Heading, SimpleGrid, Skeleton, Stack, Stat, Text } from '@ped/web-kit/ui';
import { StateMessage } from '@ped/web-kit';
import { lazy, Suspense, type ReactNode } from 'react';
import { statusLabel } from './exporterStatus';
import { formatMinutes, formatRate } from './metricsFormat';
import { useMyMetrics } from './useWorkspace';
import type { ExporterMetricsDto, MyExporterDto } from '@ped/contracts/catalog';

// The chart library (~60 KB gzipped) is fetched only when this tab shows its chart.
const ActivityChart = lazy(() => import('./ActivityChart').then((m) => ({ default: m.ActivityChart })));

function Figure({ label, value, help }: { label: string; value: ReactNode; help?: string }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
        </Stat.Root>
        {/* Outside the stat: its <dl> may hold only the label and the value. */}
        {help && (
          <Text textStyle="xs" color="fg.muted" mt="1">
            {help}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function productFigure(exporter: MyExporterDto): { value: string; help?: string } {
  const limit = exporter.limits.products;
  return limit === null
    ? { value: String(exporter.productCount) }
    : { value: `${exporter.productCount} of ${limit}`, help: 'Basic plan limit' };
}

function MetricsFigures({ metrics }: { metrics: ExporterMetricsDto | undefined }) {
  const pending = metrics === undefined;
  const show = (value: string) => (pending ? <Skeleton height="7" width="16" /> : value);
  return (
    <>
      <Figure label="Inquiries (30 days)" value={show(String(metrics?.inquiries30d ?? 0))} />
      <Figure label="Profile views (30 days)" value={show(String(metrics?.profileViews30d ?? 0))} />
      <Figure
        label="Response rate"
        value={show(formatRate(metrics?.responseRate ?? null))}
        help="Answered within 24 hours, last 90 days"
      />
      <Figure
        label="Median response time"
        value={show(formatMinutes(metrics?.medianResponseMinutes ?? null))}
      />
    </>
  );
}

/** Status, counts, member-since year and the last 30 days' views and inquiries. */
export function OverviewTab({ exporter }: { exporter: MyExporterDto }) {
  const metrics = useMyMetrics();
  const products = productFigure(exporter);
  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }}>
        <Figure label="Status" value={statusLabel(exporter.status)} />
        <Figure label="Products" value={products.value} help={products.help} />
        <Figure label="Member since" value={new Date(exporter.createdAt).getUTCFullYear()} />
        <Figure label="Plan" value={exporter.plan === 'premium' ? 'Premium' : 'Basic'} />
        <MetricsFigures metrics={metrics.data} />
      </SimpleGrid>
      {metrics.data?.responseRate === null && (
        <Text color="fg.muted" textStyle="sm">
          Response figures appear once you have received at least 5 inquiries or conversations in 90 days.
        </Text>
      )}
      <Stack as="section" aria-labelledby="activity-heading" gap="3">
        <Heading id="activity-heading" as="h3" size="md">
          Last 30 days
        </Heading>
        {metrics.isError ? (
          <StateMessage tone="error" title="We could not load your figures">
            Please try again in a moment.
          </StateMessage>
        ) : metrics.data ? (
          <Suspense fallback={<Skeleton height="64" />}>
            <ActivityChart days={metrics.data.days} />
          </Suspense>
        ) : (
          <Skeleton height="64" />
        )}
      </Stack>
    </Stack>
  );
}
