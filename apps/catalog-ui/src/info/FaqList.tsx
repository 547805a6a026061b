import { Heading, Stack, Text } from '@ped/web-kit/ui';
import type { ReactNode } from 'react';

export type Faq = readonly [question: string, answer: ReactNode];

/** Questions (h3, so a screen reader can jump between them), each with its answer, under an InfoSection's h2. */
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <Stack gap="6" maxW="3xl">
      {items.map(([question, answer]) => (
        <Stack key={question} gap="1.5">
          <Heading as="h3" size="md">
            {question}
          </Heading>
          <Text color="fg.muted" lineHeight="tall">
            {answer}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
