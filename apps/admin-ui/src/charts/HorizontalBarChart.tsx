import { ResponsiveBar, type BarCustomLayerProps } from '@nivo/bar';
import { BRAND_BAR } from './chartColors';

export interface HorizontalBar extends Record<string, string | number> {
  label: string;
  /** The bar's length, on the scale 0 to `max`. */
  value: number;
  /** The figure written after the bar ("42 ms", "76.5%", "60"). */
  text: string;
}

interface Props {
  /** Top to bottom. */
  bars: HorizontalBar[];
  /** The value a full bar stands for. */
  max: number;
}

/** Longer names are cut with an ellipsis on the axis (the table view has them whole). */
const LABEL_MAX = 18;
const axisLabel = (label: string) => (label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1)}…` : label);

/** Room for the axis labels: about 6.5 px a character at the axis' 11 px (a phone keeps the rest for the bars). */
const labelRoom = (bars: HorizontalBar[]) =>
  Math.round(16 + 6.5 * Math.max(4, ...bars.map((bar) => axisLabel(bar.label).length)));

/** The whole scale behind each bar, so that a short (or empty) bar still reads as a share of it. */
function Tracks({ bars, innerWidth }: BarCustomLayerProps<HorizontalBar>) {
  return (
    <g>
      {bars.map((bar) => (
        <rect key={bar.key} x={0} y={bar.y} width={innerWidth} height={bar.height} rx={3} fill="#eef2f0" />
      ))}
    </g>
  );
}

/** Each bar's figure just after its end. */
function Figures({ bars }: BarCustomLayerProps<HorizontalBar>) {
  return (
    <g>
      {bars.map((bar) => (
        <text
          key={bar.key}
          x={bar.x + bar.width + 6}
          y={bar.y + bar.height / 2}
          dominantBaseline="central"
          style={{ fontSize: 12, fontWeight: 600, fill: '#1f2937' }}
        >
          {bar.data.data.text}
        </text>
      ))}
    </g>
  );
}

/**
 * Named figures as horizontal bars, each with its figure after it (nivo: loaded only with the admin charts, see
 * lazyCharts).
 */
export function HorizontalBarChart({ bars, max }: Props) {
  return (
    <ResponsiveBar<HorizontalBar>
      // nivo draws the first row at the bottom of a horizontal chart.
      data={[...bars].reverse()}
      keys={['value']}
      indexBy="label"
      layout="horizontal"
      margin={{ top: 4, right: 64, bottom: 4, left: labelRoom(bars) }}
      padding={0.35}
      colors={[BRAND_BAR]}
      borderRadius={3}
      valueScale={{ type: 'linear', min: 0, max: Math.max(max, 1), clamp: true }}
      enableLabel={false}
      enableGridX={false}
      enableGridY={false}
      axisBottom={null}
      axisLeft={{ tickSize: 0, tickPadding: 8, format: (label: string) => axisLabel(label) }}
      layers={['grid', 'axes', Tracks, 'bars', Figures]}
      tooltip={({ data }) => (
        <div style={{ background: 'white', padding: '4px 8px', border: '1px solid #ddd', borderRadius: 4 }}>
          {data.label}: {data.text}
        </div>
      )}
      animate={false}
    />
  );
}
