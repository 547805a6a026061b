import { Card, Stat, Text } from '@ped/web-kit/ui';
import type { ReactNode } from 'react';

/** One counter of the legacy dashboard. */
export function StatCard({ label, value, help }: { label: string; value: ReactNode; help?: string }) {
  return (
    <Card.Root variant="outline" size="sm">
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
