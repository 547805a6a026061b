import { Box, Button, HStack, Image, Stack, Text } from '@ped/web-kit/ui';
import { Code } from '@ped/web-kit/ui-lazy';
import { apiErrorMessage, toast } from '@ped/web-kit';
import { FormField, useValidatedForm } from '@ped/web-kit/forms';
import { useState } from 'react';
import { validateCode, withoutSpaces, type CodeValues } from '../login/twoFactorCode';
import { RecoveryCodes } from './RecoveryCodes';
import { useEnableTwoFactor, useTwoFactorSetup } from './twoFactorApi';

interface Props {
  /** Setup began (the settings keep this shown until Done, though the status already says on). */
  onStarted?: () => void;
  /** After the recovery codes were shown. */
  onDone: () => void;
  /** "Skip for now" (the offer after the first password change). */
  onSkip?: () => void;
}

/**
 * Turning two-factor sign-in on: a new secret as a QR code and as text, confirmed by a code of the
 * authenticator app; then the ten recovery codes, once.
 */
export function TwoFactorSetup({ onStarted, onDone, onSkip }: Props) {
  const setup = useTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const form = useValidatedForm<CodeValues>({ code: '' }, validateCode);
  const skip = onSkip && (
    <Button variant="ghost" onClick={onSkip}>
      Skip for now
    </Button>
  );

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />;

  if (!setup.data) {
    const start = () => {
      onStarted?.();
      setup.mutate(undefined, {
        onError: (error) =>
          toast({
            title: 'Setup failed',
            description: apiErrorMessage(error, 'Could not start the setup. Please try again.'),
            variant: 'destructive',
          }),
      });
    };
    return (
      <Stack gap="4">
        <Text>
          Sign-in will ask for a code from an authenticator app on your phone (such as Google Authenticator,
          Microsoft Authenticator or 1Password) as well as your password.
        </Text>
        <HStack gap="3" justify="flex-end" wrap="wrap">
          {skip}
          <Button colorPalette="brand" onClick={start} loading={setup.isPending} loadingText="Preparing...">
            Set up two-factor authentication
          </Button>
        </HStack>
      </Stack>
    );
  }

  const { qrDataUrl, secret } = setup.data;
  const confirm = form.handleSubmit(({ code }) =>
    enable.mutate(withoutSpaces(code), {
      onSuccess: (result) => setRecoveryCodes(result.recoveryCodes),
      onError: (error) => {
        if (!form.showServerErrors(error)) {
          toast({
            title: 'Could not turn on two-factor authentication',
            description: apiErrorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
        }
      },
    }),
  );
  return (
    <form noValidate aria-label="Turn on two-factor authentication" onSubmit={confirm}>
      <Stack gap="4">
        <Text>1. Scan this QR code with your authenticator app.</Text>
        <Box alignSelf="center" bg="white" p="2" borderRadius="md" borderWidth="1px">
          <Image src={qrDataUrl} alt="QR code for your authenticator app" width="200px" height="200px" />
        </Box>
        <Text textStyle="sm" color="fg.muted">
          Cannot scan it? Enter this key in the app instead:
        </Text>
        <Code aria-label="Setup key" fontSize="sm" px="2" py="1" wordBreak="break-all" alignSelf="center">
          {secret}
        </Code>
        <Text>2. Enter the 6-digit code the app shows.</Text>
        <FormField
          label="Authentication code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          {...form.field('code')}
        />
        <HStack gap="3" justify="flex-end" wrap="wrap">
          {skip}
          <Button type="submit" colorPalette="brand" loading={enable.isPending} loadingText="Turning on...">
            Turn on
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
