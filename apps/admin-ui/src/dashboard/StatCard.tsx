import { Card, Stat, Text } from '@ped/web-kit/ui';
import type { ReactNode } from 'react';

/** One figure of a dashboard: a label, the value and a line of help under it. */
export function StatCard({ label, value, help }: { label: string; value: ReactNode; help?: ReactNode }) {
  return (
    <Card.Root variant="outline" size="sm" minW="0">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
        </Stat.Root>
        {/* Outside the stat: its <dl> may hold only the label and the value. */}
        {help && (
          <Text textStyle="xs" color="fg.muted" mt="1">
            {help}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
