import { Tabs } from '@ped/web-kit/ui-overlays';
import type { ExporterDto } from '@ped/contracts/catalog';
import { CertificationsTab } from './CertificationsTab';
import { OverviewTab } from './OverviewTab';
import { ProductsTab } from './ProductsTab';

/** Overview, Products (loaded when first shown) and Certifications. */
export function ProfileTabs({ exporter }: { exporter: ExporterDto }) {
  return (
    <Tabs.Root defaultValue="overview" colorPalette="brand" lazyMount variant="line">
      <Tabs.List overflowX="auto">
        <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
        <Tabs.Trigger value="products">Products ({exporter.productCount})</Tabs.Trigger>
        <Tabs.Trigger value="certifications">Certifications</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="overview" pt="6">
        <OverviewTab exporter={exporter} />
      </Tabs.Content>
      <Tabs.Content value="products" pt="6">
        <ProductsTab exporterId={String(exporter.id)} />
      </Tabs.Content>
      <Tabs.Content value="certifications" pt="6">
        <CertificationsTab certifications={exporter.certifications} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
