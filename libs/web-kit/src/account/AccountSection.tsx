import { Button, Card, Heading, Stack, Text } from '@ped/web-kit/ui';
import { useState } from 'react';
import { lazyOverlay } from '../overlays/lazyOverlay';

/** Where a deleted account lands: the home page, signed out, saying so. */
export const ACCOUNT_DELETED_PATH = '/?account=deleted';

// Its dialog (and `@ped/web-kit/ui-overlays`) loads when first opened: this module is in web-kit's index, which
// every first paint loads.
const DeleteAccountDialog = lazyOverlay(() =>
  import('./DeleteAccountDialog').then((m) => m.DeleteAccountDialog),
);

interface Props {
  /** What deleting erases, in the account holder's words (buyers and exporters lose different things). */
  erases: string;
  /** A buyer's data export (GET /api/buyer/data-export), offered before deleting. */
  exportHref?: string;
}

/**
 * "Your account": download one's data (buyers) and delete the account. Deleting asks for the password and
 * says what goes; the server erases the account and ends every session, and the page leaves for home.
 */
export function AccountSection({ erases, exportHref }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Card.Root as="section" variant="outline" aria-labelledby="your-account">
      <Card.Body gap="4" p={{ base: '4', md: '5' }}>
        <Heading id="your-account" as="h3" size="md">
          Your account
        </Heading>
        {exportHref && (
          <Stack gap="2" align="flex-start">
            <Text textStyle="sm" color="fg.muted">
              Everything the directory holds of you — your account and profile, requirements, saved exporters
              and searches, conversations and inquiries — as one JSON file.
            </Text>
            <Button asChild variant="outline" size="sm">
              <a href={exportHref} download>
                Download my data
              </a>
            </Button>
          </Stack>
        )}
        <Stack gap="2" align="flex-start">
          <Text textStyle="sm" color="fg.muted">
            Deleting your account signs you out everywhere and cannot be undone. {erases}
          </Text>
          <Button variant="outline" colorPalette="red" size="sm" onClick={() => setOpen(true)}>
            Delete account
          </Button>
        </Stack>
      </Card.Body>
      <DeleteAccountDialog open={open} erases={erases} onClose={() => setOpen(false)} />
    </Card.Root>
  );
}
