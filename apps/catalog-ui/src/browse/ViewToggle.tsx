import { Button, HStack } from '@ped/web-kit/ui';
import type { ListView } from './useListSearchParams';

const VIEWS: readonly (readonly [view: ListView, label: string])[] = [
  ['exporters', 'Exporters'],
  ['products', 'Products'],
];

/** "Exporters | Products": two toggle buttons, the current one pressed. */
export function ViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  return (
    <HStack role="group" aria-label="Show" gap="0">
      {VIEWS.map(([value, label], index) => (
        <Button
          key={value}
          size="sm"
          variant={value === view ? 'solid' : 'outline'}
          colorPalette={value === view ? 'brand' : 'gray'}
          aria-pressed={value === view}
          onClick={() => onChange(value)}
          borderStartRadius={index === 0 ? undefined : '0'}
          borderEndRadius={index === VIEWS.length - 1 ? undefined : '0'}
        >
          {label}
        </Button>
      ))}
    </HStack>
  );
}
