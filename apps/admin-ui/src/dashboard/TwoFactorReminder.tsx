import { Button, CloseButton, HStack } from '@ped/web-kit/ui';
import { Alert } from '@ped/web-kit/ui-lazy';
import { sessionStore } from '@ped/web-kit';
import { useState } from 'react';
import { useTwoFactorStatus } from '../settings/twoFactorApi';

/** Dismissed for this browser session: the next session reminds again, until two-factor is on. */
const DISMISSED_KEY = 'ped.admin.twoFactorReminderDismissed';

/**
 * Above the dashboard while the signed-in console account has two-factor sign-in off (the default admin skipped the
 * offer after its first password): a reminder with the way to turn it on, which may be dismissed for the session.
 */
export function TwoFactorReminder({ onTurnOn }: { onTurnOn: () => void }) {
  const status = useTwoFactorStatus();
  const [dismissed, setDismissed] = useState(() => sessionStore.get(DISMISSED_KEY) === '1');
  if (dismissed || status.data?.enabled !== false) return null;

  const dismiss = () => {
    sessionStore.set(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <Alert.Root
      status="warning"
      borderRadius="l3"
      role="region"
      aria-label="Two-factor authentication reminder"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Two-factor authentication is off</Alert.Title>
        <Alert.Description>
          Signing in to the console takes only your password. Turn on two-factor authentication so that a
          stolen password alone cannot open it.
        </Alert.Description>
        <HStack mt="3">
          <Button size="sm" colorPalette="brand" onClick={onTurnOn} aria-haspopup="dialog">
            Turn on two-factor authentication
          </Button>
        </HStack>
      </Alert.Content>
      <CloseButton size="sm" mt="-1" me="-1" aria-label="Dismiss the two-factor reminder" onClick={dismiss} />
    </Alert.Root>
  );
}
