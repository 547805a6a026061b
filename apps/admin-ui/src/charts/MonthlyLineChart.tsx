import { ResponsiveLine } from '@nivo/line';
import type { MonthValueDto } from '@ped/contracts/admin';
import { BRAND_LINE } from './chartColors';
import { shortMonth } from './monthLabel';

interface Props {
  series: MonthValueDto[];
  label: string;
  format: (value: number) => string;
}

/** One series over the months as a line (nivo: loaded only with the admin charts, see lazyCharts). */
export function MonthlyLineChart({ series, label, format }: Props) {
  return (
    <ResponsiveLine
      data={[{ id: label, data: series.map((point) => ({ x: point.month, y: point.value })) }]}
      margin={{ top: 12, right: 16, bottom: 28, left: 64 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 0, max: 'auto' }}
      colors={[BRAND_LINE]}
      lineWidth={3}
      pointSize={8}
      enableArea
      areaOpacity={0.08}
      axisBottom={{ tickSize: 0, tickPadding: 8, format: (month: string) => shortMonth(month) }}
      axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: 4, format: (value: number) => format(value) }}
      gridYValues={4}
      enableGridX={false}
      useMesh
      tooltip={({ point }) => (
        <div style={{ background: 'white', padding: '4px 8px', border: '1px solid #ddd', borderRadius: 4 }}>
          {shortMonth(String(point.data.x))}: {format(Number(point.data.y))}
        </div>
      )}
      animate={false}
    />
  );
}
