import { Badge, HStack, Spinner, Stack, Text } from '@ped/web-kit/ui';
import { useState } from 'react';
import { DisableTwoFactorForm } from './DisableTwoFactorForm';
import { TwoFactorSetup } from './TwoFactorSetup';
import { useTwoFactorStatus } from './twoFactorApi';

/** The settings' two-factor section: off → set it up; on → the codes left, and turning it off. */
export function TwoFactorSettings() {
  const status = useTwoFactorStatus();
  // Setup stays on screen until its recovery codes were seen, though the status already says on.
  const [settingUp, setSettingUp] = useState(false);

  if (status.isPending) {
    return (
      <HStack gap="2" py="4">
        <Spinner size="sm" />
        <Text>Loading two-factor settings...</Text>
      </HStack>
    );
  }
  if (status.isError) return <Text color="fg.error">Could not load the two-factor settings.</Text>;

  const { enabled, recoveryCodesLeft } = status.data;
  return (
    <Stack gap="4">
      <HStack gap="2">
        <Text fontWeight="medium">Status:</Text>
        <Badge colorPalette={enabled ? 'green' : 'gray'}>{enabled ? 'On' : 'Off'}</Badge>
      </HStack>
      {enabled && !settingUp ? (
        <>
          <Text>
            Sign-in asks for a code from your authenticator app. Recovery codes left: {recoveryCodesLeft}.
          </Text>
          <DisableTwoFactorForm />
        </>
      ) : (
        <TwoFactorSetup onStarted={() => setSettingUp(true)} onDone={() => setSettingUp(false)} />
      )}
    </Stack>
  );
}
