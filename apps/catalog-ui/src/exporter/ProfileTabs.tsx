import { lineTabIds, LineTabList } from '@ped/web-kit';
import { Box } from '@ped/web-kit/ui';
import type { ExporterDto } from '@ped/contracts/catalog';
import { useId, useState, type ReactNode } from 'react';
import { CertificationsTab } from './CertificationsTab';
import { OverviewTab } from './OverviewTab';
import { ProductsTab } from './ProductsTab';

type TabValue = 'overview' | 'products' | 'certifications';

/**
 * Overview, Products (loaded when first shown) and Certifications, in web-kit's `LineTabList` rather than Chakra's
 * Tabs (see there). A panel is rendered once first shown, then kept (hidden) as the tab is left: Products keeps
 * its page.
 */
export function ProfileTabs({ exporter }: { exporter: ExporterDto }) {
  const tabs: readonly (readonly [TabValue, string])[] = [
    ['overview', 'Overview'],
    ['products', `Products (${exporter.productCount})`],
    ['certifications', 'Certifications'],
  ];
  const panels: Record<TabValue, () => ReactNode> = {
    overview: () => <OverviewTab exporter={exporter} />,
    products: () => <ProductsTab exporterId={String(exporter.id)} />,
    certifications: () => <CertificationsTab certifications={exporter.certifications} />,
  };
  const id = useId();
  const [selected, setSelected] = useState<TabValue>('overview');
  const [shown, setShown] = useState<ReadonlySet<TabValue>>(() => new Set(['overview']));
  const select = (value: TabValue) => {
    setSelected(value);
    setShown((before) => (before.has(value) ? before : new Set([...before, value])));
  };

  return (
    <Box>
      <LineTabList
        id={id}
        tabs={tabs}
        value={selected}
        onValueChange={select}
        hasPanel={(value) => shown.has(value)}
      />
      {tabs.map(([value]) => {
        if (!shown.has(value)) return null;
        const ids = lineTabIds(id, value);
        return (
          <Box
            key={value}
            role="tabpanel"
            id={ids.panel}
            aria-labelledby={ids.tab}
            hidden={value !== selected}
            tabIndex={0}
            pt="6"
            outline="none"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
          >
            {panels[value]()}
          </Box>
        );
      })}
    </Box>
  );
}
