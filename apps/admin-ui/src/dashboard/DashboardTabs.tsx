import { Box, chakra } from '@ped/web-kit/ui';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Props<T extends string> {
  tabs: readonly (readonly [T, string])[];
  value: T;
  onValueChange: (value: T) => void;
  /** The open tab's content (only that one is mounted, as Chakra's `lazyMount unmountOnExit`). */
  children: ReactNode;
}

/**
 * The dashboard's tabs as the WAI-ARIA tabs pattern (roving focus, arrows, Home and End, selection follows
 * focus) drawn like Chakra's "line" tabs. Chakra's own Tabs is in `@ped/web-kit/ui-overlays` (~60 KB gzipped
 * with the dialogs and drawers it is shared with), which /admin's first view does not otherwise need.
 */
export function DashboardTabs<T extends string>({ tabs, value, onValueChange, children }: Props<T>) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (name: string) => `${base}-tab-${name}`;
  const panelId = `${base}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex(([name]) => name === value);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const [name] = tabs[next];
    onValueChange(name);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <Box>
      <Box
        ref={list}
        role="tablist"
        aria-orientation="horizontal"
        display="flex"
        overflowX="auto"
        overflowY="hidden"
        borderBottomWidth="1px"
        onKeyDown={onKeyDown}
      >
        {tabs.map(([name, label]) => {
          const selected = name === value;
          return (
            <chakra.button
              key={name}
              type="button"
              role="tab"
              id={tabId(name)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(name)}
              flexShrink={0}
              position="relative"
              display="inline-flex"
              alignItems="center"
              h="10"
              px="4"
              textStyle="sm"
              fontWeight="medium"
              whiteSpace="nowrap"
              cursor="pointer"
              color={selected ? 'fg' : 'fg.muted'}
              _hover={{ color: 'fg' }}
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'colorPalette.focusRing',
                outlineOffset: '-2px',
              }}
              colorPalette="brand"
              _after={
                selected
                  ? {
                      content: '""',
                      position: 'absolute',
                      insetX: '0',
                      bottom: '0',
                      h: '2px',
                      bg: 'brand.solid',
                    }
                  : undefined
              }
            >
              {label}
            </chakra.button>
          );
        })}
      </Box>
      <Box
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(value)}
        tabIndex={0}
        pt={{ base: '4', md: '6' }}
        minW="0"
      >
        {children}
      </Box>
    </Box>
  );
}
