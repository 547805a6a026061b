import { CloseButton, Portal } from '@ped/web-kit/ui';
import { Dialog, Tabs } from '@ped/web-kit/ui-overlays';
import { useState } from 'react';
import { ChangePasswordForm } from '../login/ChangePasswordForm';
import { useChangePassword } from '../login/useAdminAuth';
import { TwoFactorSettings } from './TwoFactorSettings';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The console header's Settings: change the password, and two-factor sign-in. */
export function SettingsDialog({ open, onOpenChange }: Props) {
  // A new form after each change (the fields empty again).
  const [passwordForm, setPasswordForm] = useState(0);
  const change = useChangePassword(() => setPasswordForm((n) => n + 1));
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      size={{ base: 'full', md: 'md' }}
      scrollBehavior="inside"
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: '0', md: '4' }}>
            <Dialog.Header>
              <Dialog.Title>Settings</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Tabs.Root defaultValue="password" variant="line" lazyMount>
                <Tabs.List mb="4">
                  <Tabs.Trigger value="password">Change password</Tabs.Trigger>
                  <Tabs.Trigger value="two-factor">Two-factor authentication</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="password">
                  <ChangePasswordForm
                    key={passwordForm}
                    onSubmit={change.submit}
                    isPending={change.isPending}
                  />
                </Tabs.Content>
                <Tabs.Content value="two-factor">
                  <TwoFactorSettings />
                </Tabs.Content>
              </Tabs.Root>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close settings" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
