import { HStack, Spinner, Text } from '@ped/web-kit/ui';
import { toast } from '@ped/web-kit';
import { useEffect } from 'react';
import { TwoFactorSetup } from '../settings/TwoFactorSetup';
import { useTwoFactorStatus } from '../settings/twoFactorApi';

/**
 * Right after the forced change of the first password: the offer to turn on two-factor sign-in, with its setup
 * (QR code, a code to confirm, the recovery codes). "Skip for now" goes on; the dashboard reminds the admin until
 * it is on. An account that has it on already goes straight on.
 */
export function TwoFactorOffer({ onContinue }: { onContinue: () => void }) {
  const status = useTwoFactorStatus();
  const alreadyOn = status.data?.enabled === true;
  useEffect(() => {
    if (alreadyOn) onContinue();
  }, [alreadyOn, onContinue]);

  if (status.isPending || alreadyOn) {
    return (
      <HStack gap="2" py="4" justify="center" role="status">
        <Spinner size="sm" />
        <Text>Checking two-factor authentication...</Text>
      </HStack>
    );
  }
  // A status that could not be read still offers the setup: the server says if it is on already.
  const skip = () => {
    toast({
      title: 'Two-factor authentication is off',
      description: 'You can turn it on at any time under Settings in the admin dashboard.',
    });
    onContinue();
  };
  return <TwoFactorSetup onDone={onContinue} onSkip={skip} />;
}
