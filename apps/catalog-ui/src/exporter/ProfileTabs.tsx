import { Box, chakra, HStack } from '@ped/web-kit/ui';
import type { ExporterDto } from '@ped/contracts/catalog';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CertificationsTab } from './CertificationsTab';
import { OverviewTab } from './OverviewTab';
import { ProductsTab } from './ProductsTab';

type TabValue = 'overview' | 'products' | 'certifications';

/**
 * Overview, Products (loaded when first shown) and Certifications: WAI-ARIA tabs (automatic activation, arrow
 * keys, Home and End), drawn as Chakra's line tabs. Written here rather than Chakra's Tabs, whose zag machine comes
 * in the overlays chunk (59 KB gzipped, ~150 ms to evaluate on a throttled phone), which no other part of a
 * profile's first load needs.
 */
export function ProfileTabs({ exporter }: { exporter: ExporterDto }) {
  const tabs: { value: TabValue; label: string; panel: () => ReactNode }[] = [
    { value: 'overview', label: 'Overview', panel: () => <OverviewTab exporter={exporter} /> },
    {
      value: 'products',
      label: `Products (${exporter.productCount})`,
      panel: () => <ProductsTab exporterId={String(exporter.id)} />,
    },
    {
      value: 'certifications',
      label: 'Certifications',
      panel: () => <CertificationsTab certifications={exporter.certifications} />,
    },
  ];
  const id = useId();
  const [selected, setSelected] = useState<TabValue>('overview');
  // A panel is rendered once first shown, then kept (hidden) as the tab is left: Products keeps its page.
  const [shown, setShown] = useState<ReadonlySet<TabValue>>(() => new Set(['overview']));
  const triggers = useRef(new Map<TabValue, HTMLButtonElement>());

  const select = (value: TabValue, focus = false) => {
    setSelected(value);
    setShown((before) => (before.has(value) ? before : new Set([...before, value])));
    if (focus) triggers.current.get(value)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab.value === selected);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(tabs[(to + tabs.length) % tabs.length]!.value, true);
  };

  return (
    <Box>
      <HStack role="tablist" aria-orientation="horizontal" gap="0" borderBottomWidth="1px" overflowX="auto">
        {tabs.map((tab) => {
          const isSelected = tab.value === selected;
          return (
            <chakra.button
              key={tab.value}
              ref={(element: HTMLButtonElement | null) => {
                if (element) triggers.current.set(tab.value, element);
                else triggers.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={`${id}-${tab.value}-tab`}
              aria-selected={isSelected}
              aria-controls={`${id}-${tab.value}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(tab.value)}
              onKeyDown={onKeyDown}
              display="flex"
              alignItems="center"
              flexShrink={0}
              minH="10"
              px="4"
              py="2"
              mb="-1px"
              textStyle="sm"
              fontWeight="medium"
              whiteSpace="nowrap"
              cursor="pointer"
              color={isSelected ? 'fg' : 'fg.muted'}
              borderBottomWidth="2px"
              borderColor={isSelected ? 'brand.solid' : 'transparent'}
              _hover={{ color: 'fg' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
            >
              {tab.label}
            </chakra.button>
          );
        })}
      </HStack>
      {tabs.map((tab) =>
        shown.has(tab.value) ? (
          <Box
            key={tab.value}
            role="tabpanel"
            id={`${id}-${tab.value}-panel`}
            aria-labelledby={`${id}-${tab.value}-tab`}
            hidden={tab.value !== selected}
            tabIndex={0}
            pt="6"
            outline="none"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
          >
            {tab.panel()}
          </Box>
        ) : null,
      )}
    </Box>
  );
}
