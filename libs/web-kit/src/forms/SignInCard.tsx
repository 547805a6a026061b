import { Card, Heading, Stack, Text } from '@ped/web-kit/ui';
import type { ReactNode } from 'react';

interface Props {
  /** The page's h1. */
  title: string;
  description: string;
  /** The form. */
  children: ReactNode;
  /** Links under the form (switch to sign-up, other kinds of account). */
  footer?: ReactNode;
}

/** The card every sign-in page shows (exporters, buyers, the admin console): heading, form, links. */
export function SignInCard({ title, description, children, footer }: Props) {
  return (
    <Card.Root>
      <Card.Header>
        <Stack gap="1" textAlign="center">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted">{description}</Text>
        </Stack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
      {footer && (
        <Card.Footer>
          <Stack gap="3" width="full" align="center" textAlign="center" textStyle="sm">
            {footer}
          </Stack>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
