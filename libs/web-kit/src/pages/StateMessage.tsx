import { Heading, Stack, Text } from '@ped/web-kit/ui';
import type { ReactNode } from 'react';

export interface StateMessageProps {
  title?: string;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** An error is announced to screen readers at once. */
  tone?: 'info' | 'error';
  /** h1 when the message is the whole page (not-found screens); h2 inside a page. */
  headingLevel?: 'h1' | 'h2';
}

/** A bordered, centred message for the empty and error states of a data view (every data view has them). */
export function StateMessage({
  title,
  children,
  actions,
  tone = 'info',
  headingLevel = 'h2',
}: StateMessageProps) {
  return (
    <Stack
      role={tone === 'error' ? 'alert' : 'status'}
      align="center"
      textAlign="center"
      gap="3"
      py="10"
      px="4"
      borderWidth="1px"
      borderRadius="l3"
      borderStyle={tone === 'info' ? 'dashed' : 'solid'}
    >
      {title && (
        <Heading as={headingLevel} size="lg">
          {title}
        </Heading>
      )}
      {children && <Text color="fg.muted">{children}</Text>}
      {actions}
    </Stack>
  );
}
