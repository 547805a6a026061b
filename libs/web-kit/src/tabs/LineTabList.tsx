import { Box, chakra } from '@ped/web-kit/ui';
import { useRef, type KeyboardEvent } from 'react';

interface Props<T extends string> {
  /** A `useId()` of the caller's: the tabs' and panels' ids derive from it (`lineTabIds`). */
  id: string;
  /** Each tab's value and label. */
  tabs: readonly (readonly [T, string])[];
  value: T;
  onValueChange: (value: T) => void;
  /** Whether a tab's panel is in the page (its `aria-controls` must name an element); the open one's by default. */
  hasPanel?: (value: T) => boolean;
}

/** The ids of a tab and of its panel (`role="tabpanel"`, `aria-labelledby` its tab), which the caller renders. */
export function lineTabIds(id: string, value: string) {
  return { tab: `${id}-tab-${value}`, panel: `${id}-panel-${value}` };
}

/**
 * A tab list as the WAI-ARIA tabs pattern (roving focus, arrows, Home and End, selection follows focus) drawn like
 * Chakra's "line" tabs. Chakra's own Tabs is in `@ped/web-kit/ui-overlays` (~60 KB gzipped with the dialogs and
 * drawers it is shared with, ~150 ms to evaluate on a throttled phone), which a profile's or /admin's first view
 * does not otherwise need.
 */
export function LineTabList<T extends string>({ id, tabs, value, onValueChange, hasPanel }: Props<T>) {
  const list = useRef<HTMLDivElement>(null);

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
    const [name] = tabs[next]!;
    onValueChange(name);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
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
        const ids = lineTabIds(id, name);
        return (
          <chakra.button
            key={name}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={selected}
            aria-controls={(hasPanel ? hasPanel(name) : selected) ? ids.panel : undefined}
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
  );
}
