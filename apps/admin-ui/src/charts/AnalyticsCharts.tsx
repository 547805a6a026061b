import { Box, Stack } from '@ped/web-kit/ui';
import type { AdminEnhancedStatsDto, CityCountDto } from '@ped/contracts/admin';
import { ChartFrame } from './ChartFrame';
import { HorizontalBarChart } from './lazyCharts';

/** A response time at or above this fills its bar (the API's slow mark). */
export const SLOW_RESPONSE_MS = 1000;

const percent = (value: number) => `${value.toLocaleString('en', { maximumFractionDigits: 1 })}%`;

/** Response time, the share of inquiries answered (the spec's "user satisfaction", by its real name) and uptime, each as a bar of its own scale. */
export function PerformanceChart({ analytics }: { analytics: AdminEnhancedStatsDto['analytics'] }) {
  const measures = [
    {
      label: 'Response time',
      value: Math.min(100, (analytics.responseTimeMs / SLOW_RESPONSE_MS) * 100),
      text: `${Math.round(analytics.responseTimeMs).toLocaleString('en')} ms`,
      how: "Median of the API's recent requests (a full bar is 1 s or more)",
    },
    {
      label: 'Inquiries answered',
      value: analytics.inquiryAnswerRate,
      text: percent(analytics.inquiryAnswerRate),
      how: 'The share of buyer inquiries exporters answered',
    },
    {
      label: 'Platform uptime',
      value: analytics.uptime,
      text: percent(analytics.uptime),
      how: 'The share of health checks passing since the gateway started',
    },
  ];
  return (
    <ChartFrame
      title="Platform performance"
      note="Each bar on its own scale: a full bar is 1 s of response time, or 100%"
      table={{
        caption: 'Platform performance',
        columns: ['Measure', 'Value'],
        rows: measures.map((measure) => [measure.label, measure.text]),
      }}
      height={{ base: '40', md: '44' }}
      footnote={
        <Stack as="dl" gap="1">
          {measures.map((measure) => (
            <Box key={measure.label}>
              <Box as="dt" display="inline" fontWeight="semibold">
                {measure.label}:
              </Box>{' '}
              <Box as="dd" display="inline">
                {measure.how}
              </Box>
            </Box>
          ))}
        </Stack>
      }
    >
      <HorizontalBarChart
        bars={measures.map(({ label, value, text }) => ({ label, value, text }))}
        max={100}
      />
    </ChartFrame>
  );
}

/** Exporters per city (the ten with most), as bars. */
export function CityChart({ cities }: { cities: CityCountDto[] }) {
  return (
    <ChartFrame
      title="Geographic distribution"
      note="Exporters per city"
      table={{
        caption: 'Exporters per city',
        columns: ['City', 'Exporters'],
        rows: cities.map((city) => [city.city, city.count.toLocaleString('en')]),
      }}
      empty={cities.length === 0 ? 'No exporters with a city yet.' : undefined}
      height={{ base: '64', md: '72' }}
    >
      <HorizontalBarChart
        bars={cities.map((city) => ({
          label: city.city,
          value: city.count,
          text: city.count.toLocaleString('en'),
        }))}
        max={Math.max(1, ...cities.map((city) => city.count))}
      />
    </ChartFrame>
  );
}
