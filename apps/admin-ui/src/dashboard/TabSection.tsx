import { Heading, Stack, Text } from '@ped/web-kit/ui';
import { useId, type ReactNode } from 'react';

/** A titled part of a tab. */
export function TabSection({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={id} minW="0">
      <Stack gap="0.5">
        <Heading as="h3" size="md" id={id}>
          {title}
        </Heading>
        {note && (
          <Text textStyle="sm" color="fg.muted">
            {note}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
