import { lineTabIds, LineTabList } from '@ped/web-kit';
import { Box } from '@ped/web-kit/ui';
import { useId, type ReactNode } from 'react';

interface Props<T extends string> {
  tabs: readonly (readonly [T, string])[];
  value: T;
  onValueChange: (value: T) => void;
  /** The open tab's content (only that one is mounted, as Chakra's `lazyMount unmountOnExit`). */
  children: ReactNode;
}

/** The dashboard's tabs (web-kit's `LineTabList`), with only the open tab's panel in the page. */
export function DashboardTabs<T extends string>({ tabs, value, onValueChange, children }: Props<T>) {
  const id = useId();
  const ids = lineTabIds(id, value);
  return (
    <Box>
      <LineTabList id={id} tabs={tabs} value={value} onValueChange={onValueChange} />
      <Box
        role="tabpanel"
        id={ids.panel}
        aria-labelledby={ids.tab}
        tabIndex={0}
        pt={{ base: '4', md: '6' }}
        minW="0"
      >
        {children}
      </Box>
    </Box>
  );
}
