import { Button, Card, chakra, CloseButton, Heading, HStack, Portal, Stack, Text } from '@ped/web-kit/ui';
import { Dialog } from '@ped/web-kit/ui-overlays';
import { ACCOUNT_DELETION_MESSAGES } from '@ped/contracts/options';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../api/apiError';
import { apiRequest } from '../api/apiRequest';
import { FormField } from '../forms/FormField';
import { leavePage } from '../navigation/leavePage';

/** Where a deleted account lands: the home page, signed out, saying so. */
export const ACCOUNT_DELETED_PATH = '/?account=deleted';

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
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const close = () => {
    setOpen(false);
    setPassword('');
    setError(undefined);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(ACCOUNT_DELETION_MESSAGES.passwordRequired);
    setPending(true);
    try {
      await apiRequest('POST', '/api/auth/delete-account', { password });
      leavePage.to(ACCOUNT_DELETED_PATH);
    } catch (failure) {
      const field =
        failure instanceof ApiError ? failure.details.find((d) => d.field === 'password') : undefined;
      setError(field?.messages[0] ?? 'We could not delete your account. Please try again.');
      setPending(false);
    }
  };

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
      <Dialog.Root
        open={open}
        onOpenChange={(details) => !details.open && close()}
        placement="center"
        role="alertdialog"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <chakra.form onSubmit={submit} noValidate>
                <Dialog.Header>
                  <Dialog.Title>Delete your account?</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Text>{erases} This cannot be undone.</Text>
                    <FormField
                      name="password"
                      label="Your password"
                      type="password"
                      value={password}
                      onChange={(value) => {
                        setPassword(value);
                        setError(undefined);
                      }}
                      error={error}
                      autoComplete="current-password"
                      autoFocus
                      required
                    />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <HStack gap="3">
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline" type="button">
                        Cancel
                      </Button>
                    </Dialog.ActionTrigger>
                    <Button colorPalette="red" type="submit" loading={pending}>
                      Delete my account
                    </Button>
                  </HStack>
                </Dialog.Footer>
              </chakra.form>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Card.Root>
  );
}
