import { ResponsivePie } from '@nivo/pie';
import type { NameCountDto } from '@ped/contracts/admin';
import { PIE_COLORS } from './chartColors';

/** Exporters per category as a donut (nivo: loaded only with the admin charts, see lazyCharts). */
export function CategoryPieChart({ categories }: { categories: NameCountDto[] }) {
  return (
    <ResponsivePie
      data={categories.map((category) => ({
        id: category.name,
        label: category.name,
        value: category.count,
      }))}
      margin={{ top: 16, right: 16, bottom: 16, left: 16 }}
      innerRadius={0.55}
      padAngle={1}
      cornerRadius={3}
      colors={[...PIE_COLORS]}
      enableArcLinkLabels={false}
      arcLabelsSkipAngle={18}
      arcLabelsTextColor="#ffffff"
      animate={false}
    />
  );
}
