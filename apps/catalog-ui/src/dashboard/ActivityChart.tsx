import { formatDayShort } from '@ped/contracts/format';
import { ResponsiveBar } from '@nivo/bar';
import { Box, HStack, Text, VisuallyHidden } from '@ped/web-kit/ui';
import type { ExporterMetricsDto } from '@ped/contracts/catalog';

// SVG fills take colours, not the theme's CSS variables: brand.600 and brand.200.
const SERIES = [
  { key: 'views', label: 'Profile views', color: '#01803f' },
  { key: 'inquiries', label: 'Inquiries', color: '#9fd5b6' },
] as const;

/** Views and inquiries per day for 30 days: a bar chart, and the same figures as a table for screen readers. */
export function ActivityChart({ days }: { days: ExporterMetricsDto['days'] }) {
  const data = days.map((day) => ({ date: day.date, views: day.views, inquiries: day.inquiries }));
  const total = (key: 'views' | 'inquiries') => days.reduce((sum, day) => sum + day[key], 0);
  // Counts are whole: at most 5 whole-number ticks up to the highest bar (the axis otherwise shows 0.2, 0.4…).
  const highest = Math.max(1, ...days.flatMap((day) => [day.views, day.inquiries]));
  const step = Math.max(1, Math.ceil(highest / 4));
  const ticks = Array.from({ length: Math.floor(highest / step) + 1 }, (_, index) => index * step);
  if (total('views') + total('inquiries') === 0) {
    return (
      <Text
        color="fg.muted"
        textStyle="sm"
        py="6"
        px="4"
        borderWidth="1px"
        borderStyle="dashed"
        borderRadius="l3"
      >
        No profile views or inquiries in the last 30 days yet. Once your profile is approved and buyers find
        it, they appear here day by day.
      </Text>
    );
  }
  return (
    <Box>
      <HStack gap="4" mb="2" aria-hidden flexWrap="wrap">
        {SERIES.map((series) => (
          <HStack key={series.key} gap="1.5">
            <Box w="3" h="3" borderRadius="sm" bg={series.color} />
            <Text textStyle="sm" color="fg.muted">
              {series.label} ({total(series.key)})
            </Text>
          </HStack>
        ))}
      </HStack>
      <Box h={{ base: '52', md: '64' }} aria-hidden>
        <ResponsiveBar
          data={data}
          keys={SERIES.map((series) => series.key)}
          indexBy="date"
          groupMode="grouped"
          margin={{ top: 8, right: 8, bottom: 28, left: 32 }}
          padding={0.25}
          innerPadding={1}
          colors={SERIES.map((series) => series.color)}
          enableLabel={false}
          enableGridY
          valueScale={{ type: 'linear', min: 0, max: highest }}
          gridYValues={ticks}
          axisLeft={{
            tickSize: 0,
            tickPadding: 6,
            tickValues: ticks,
            format: (value: number) => String(value),
          }}
          axisBottom={{
            tickSize: 0,
            tickPadding: 8,
            // A label every week keeps them apart on a phone.
            format: (date: string) =>
              days.findIndex((day) => day.date === date) % 7 === 0 ? formatDayShort(date) : '',
          }}
          tooltipLabel={(datum) =>
            `${formatDayShort(String(datum.indexValue))} · ${datum.id === 'views' ? 'Profile views' : 'Inquiries'}`
          }
          animate={false}
          isInteractive
        />
      </Box>
      <VisuallyHidden>
        <table>
          <caption>Profile views and inquiries per day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Profile views</th>
              <th scope="col">Inquiries</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDayShort(day.date)}</th>
                <td>{day.views}</td>
                <td>{day.inquiries}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
