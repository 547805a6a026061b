import { ResponsiveBar } from '@nivo/bar';
import type { MonthValueDto } from '@ped/contracts/admin';
import { BRAND_BAR } from './chartColors';
import { shortMonth } from './monthLabel';

interface Props {
  series: MonthValueDto[];
  label: string;
}

/** Whole counts over the months as bars (nivo: loaded only with the admin charts, see lazyCharts). */
export function MonthlyBarChart({ series, label }: Props) {
  // Counts are whole: at most 5 whole-number ticks up to the highest bar (the axis otherwise shows 0.2, 0.4…).
  const highest = Math.max(1, ...series.map((point) => point.value));
  const step = Math.max(1, Math.ceil(highest / 4));
  const ticks = Array.from({ length: Math.floor(highest / step) + 1 }, (_, index) => index * step);
  return (
    <ResponsiveBar
      data={series.map((point) => ({ month: point.month, value: point.value }))}
      keys={['value']}
      indexBy="month"
      margin={{ top: 12, right: 8, bottom: 28, left: 40 }}
      padding={0.3}
      colors={[BRAND_BAR]}
      enableLabel={false}
      valueScale={{ type: 'linear', min: 0, max: highest }}
      gridYValues={ticks}
      axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: ticks, format: (value: number) => String(value) }}
      axisBottom={{ tickSize: 0, tickPadding: 8, format: (month: string) => shortMonth(month) }}
      tooltipLabel={(datum) => `${shortMonth(String(datum.indexValue))} · ${label}`}
      animate={false}
    />
  );
}
