import { CloseButton, Portal } from '@ped/web-kit/ui';
import { Dialog, Tabs } from '@ped/web-kit/ui-overlays';
import { useState } from 'react';
import { ChangePasswordForm } from '../login/ChangePasswordForm';
import { useChangePassword } from '../login/useAdminAuth';
import { TwoFactorSettings } from './TwoFactorSettings';

export type SettingsTab = 'password' | 'two-factor';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tab shown when the dialog opens (the two-factor reminder opens that one). */
  tab?: SettingsTab;
  /**
   * Whether the account signs in to the admin console itself (kind admin) and so has two-factor sign-in; a
   * directory user with the admin role signs in through the directory and has only the password tab.
   */
  withTwoFactor?: boolean;
}

/** The console header's Settings: change the password, and two-factor sign-in. */
export function SettingsDialog({ open, onOpenChange, tab = 'password', withTwoFactor = true }: Props) {
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
              <Tabs.Root defaultValue={withTwoFactor ? tab : 'password'} variant="line" lazyMount>
                <Tabs.List mb="4">
                  <Tabs.Trigger value="password">Change password</Tabs.Trigger>
                  {withTwoFactor && <Tabs.Trigger value="two-factor">Two-factor authentication</Tabs.Trigger>}
                </Tabs.List>
                <Tabs.Content value="password">
                  <ChangePasswordForm
                    key={passwordForm}
                    onSubmit={change.submit}
                    isPending={change.isPending}
                  />
                </Tabs.Content>
                {withTwoFactor && (
                  <Tabs.Content value="two-factor">
                    <TwoFactorSettings />
                  </Tabs.Content>
                )}
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
