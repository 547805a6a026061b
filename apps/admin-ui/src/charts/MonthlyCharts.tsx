import { formatPkr } from '@ped/contracts/format';
import type { MonthValueDto, NameCountDto } from '@ped/contracts/admin';
import { ChartFrame } from './ChartFrame';
import { PIE_COLORS } from './chartColors';
import { CategoryPieChart, MonthlyBarChart, MonthlyLineChart } from './lazyCharts';
import { monthLabel } from './monthLabel';

const monthRows = (series: MonthValueDto[], format: (value: number) => string): [string, string][] =>
  series.map((point) => [monthLabel(point.month), format(point.value)]);

/** Revenue of the paid plans per month (six months), as a line. */
export function RevenueChart({ series }: { series: MonthValueDto[] }) {
  return (
    <ChartFrame
      title="Revenue"
      note="Paid plans' subscriptions, PKR per month, last six months"
      table={{
        caption: 'Revenue per month, last six months (PKR)',
        columns: ['Month', 'Revenue'],
        rows: monthRows(series, formatPkr),
      }}
      empty={series.length === 0 ? 'No revenue figures yet.' : undefined}
    >
      <MonthlyLineChart series={series} label="Revenue" format={(value) => value.toLocaleString('en')} />
    </ChartFrame>
  );
}

/** New exporter profiles per month (six months), as bars. */
export function NewExportersChart({ series }: { series: MonthValueDto[] }) {
  return (
    <ChartFrame
      title="New exporters"
      note="Profiles created per month, last six months"
      table={{
        caption: 'New exporters per month, last six months',
        columns: ['Month', 'New exporters'],
        rows: monthRows(series, String),
      }}
      empty={series.length === 0 ? 'No exporters yet.' : undefined}
    >
      <MonthlyBarChart series={series} label="New exporters" />
    </ChartFrame>
  );
}

/** Exporters per category (the largest ones), as a donut. */
export function CategoryChart({ categories }: { categories: NameCountDto[] }) {
  return (
    <ChartFrame
      title="Category distribution"
      note="Exporters per category"
      table={{
        caption: 'Exporters per category',
        columns: ['Category', 'Exporters'],
        rows: categories.map((category) => [category.name, String(category.count)]),
      }}
      empty={categories.length === 0 ? 'No exporters in any category yet.' : undefined}
      legend={categories.map((category, index) => ({
        label: `${category.name} (${category.count})`,
        color: PIE_COLORS[index % PIE_COLORS.length],
      }))}
    >
      <CategoryPieChart categories={categories} />
    </ChartFrame>
  );
}
