import { Button, chakra, CloseButton, HStack, Portal, Stack, Text } from '@ped/web-kit/ui';
import { Dialog } from '@ped/web-kit/ui-overlays';
import { ACCOUNT_DELETION_MESSAGES } from '@ped/contracts/options';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../api/apiError';
import { apiRequest } from '../api/apiRequest';
import { FormField } from '../forms/FormField';
import { leavePage } from '../navigation/leavePage';
import type { OverlayProps } from '../overlays/lazyOverlay';
import { ACCOUNT_DELETED_PATH } from './AccountSection';

interface Props extends OverlayProps {
  /** What deleting erases (AccountSection's `erases`). */
  erases: string;
  onClose: () => void;
}

/** "Delete your account?": the password, then the account is erased and the page leaves for home. */
export function DeleteAccountDialog({ open, erases, onClose }: Props) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const close = () => {
    setPassword('');
    setError(undefined);
    onClose();
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
  );
}
