import { Button, Stack } from '@ped/web-kit/ui';
import { TWO_FACTOR_MESSAGES } from '@ped/contracts/options';
import { isApiError } from '@ped/web-kit';
import { FormField, useValidatedForm } from '@ped/web-kit/forms';
import { useState } from 'react';
import type { SecondFactor } from './useAdminAuth';
import { validateCode, validateRecoveryCode, withoutSpaces, type CodeValues } from './twoFactorCode';

/** The longest recovery code the server reads (AdminSignInCommand). */
const RECOVERY_CODE_MAX_LENGTH = 40;

interface Props {
  /** Signs in with the password already given and this factor; `onRefused` may show a refusal itself. */
  onSubmit: (factor: SecondFactor, onRefused: (error: Error) => boolean) => void;
  isPending: boolean;
  /** Back to the username and password. */
  onBack: () => void;
}

/**
 * The sign-in's second step: the code of the authenticator app (a numeric keypad, the phone's one-time-code
 * suggestion) or, after "Use a recovery code instead", one of the recovery codes. The field has the focus when it
 * appears; a code the server does not take is said beside it, and the focus goes back to it.
 */
export function TwoFactorCodeForm({ onSubmit, isPending, onBack }: Props) {
  const [recovery, setRecovery] = useState(false);
  const form = useValidatedForm<CodeValues>({ code: '' }, recovery ? validateRecoveryCode : validateCode);
  const submit = form.handleSubmit(({ code }) => {
    const entered = withoutSpaces(code);
    onSubmit(recovery ? { recoveryCode: entered } : { code: entered }, (error) => {
      if (isApiError(error) && error.reason === 'TWO_FACTOR_INVALID') {
        form.showFieldError('code', error.serverMessage ?? TWO_FACTOR_MESSAGES.invalid);
        return true;
      }
      return form.showServerErrors(error);
    });
  });
  const switchFactor = () => {
    setRecovery(!recovery);
    form.reset();
  };

  return (
    <Stack gap="4">
      <form noValidate aria-label="Two-factor authentication" onSubmit={submit}>
        <Stack gap="4">
          {/* A field of its own per factor: it takes the focus when it appears. */}
          {recovery ? (
            <FormField
              key="recovery"
              label="Recovery code"
              autoComplete="off"
              autoFocus
              maxLength={RECOVERY_CODE_MAX_LENGTH}
              helper="One of the codes you saved when you turned on two-factor authentication. Each works once."
              {...form.field('code')}
            />
          ) : (
            <FormField
              key="app"
              label="Authentication code"
              autoComplete="one-time-code"
              inputMode="numeric"
              autoFocus
              maxLength={7}
              helper="The 6-digit code your authenticator app shows for Pakistan Export Directory."
              {...form.field('code')}
            />
          )}
          <Button
            type="submit"
            colorPalette="brand"
            width="full"
            loading={isPending}
            loadingText="Verifying..."
          >
            Verify
          </Button>
        </Stack>
      </form>
      <Stack gap="1" align="center">
        <Button variant="plain" size="sm" color="brand.fg" onClick={switchFactor}>
          {recovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
        </Button>
        <Button variant="plain" size="sm" color="fg.muted" onClick={onBack}>
          Back to sign in
        </Button>
      </Stack>
    </Stack>
  );
}
