import { Heading, Stack, Text } from '@ped/web-kit/ui';
import type { ReactNode } from 'react';

/** A titled section of an information page. */
export function InfoSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Stack as="section" aria-labelledby={id} gap="6">
      <Stack gap="2">
        <Heading id={id} as="h2" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        {lead && <Text color="fg.muted">{lead}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}
