import { Button, Stack } from '@ped/web-kit/ui';
import { TWO_FACTOR_MESSAGES } from '@ped/contracts/options';
import { apiErrorMessage, toast } from '@ped/web-kit';
import { FormField, useValidatedForm, type FieldErrors } from '@ped/web-kit/forms';
import { withoutSpaces } from '../login/twoFactorCode';
import { useDisableTwoFactor } from './twoFactorApi';

interface Values {
  password: string;
  code: string;
}

function validate({ password, code }: Values): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  if (!password) errors.password = TWO_FACTOR_MESSAGES.password;
  if (!code.trim()) errors.code = TWO_FACTOR_MESSAGES.code;
  return errors;
}

/** Turning two-factor off takes the password and a code (of the app, or a recovery code). */
export function DisableTwoFactorForm() {
  const disable = useDisableTwoFactor();
  const form = useValidatedForm<Values>({ password: '', code: '' }, validate);
  const submit = form.handleSubmit(({ password, code }) =>
    disable.mutate(
      { password, code: withoutSpaces(code) },
      {
        onSuccess: () => {
          toast({ title: 'Two-factor authentication turned off' });
          form.reset();
        },
        onError: (error) => {
          if (!form.showServerErrors(error)) {
            toast({
              title: 'Could not turn off two-factor authentication',
              description: apiErrorMessage(error, 'Please try again.'),
              variant: 'destructive',
            });
          }
        },
      },
    ),
  );
  return (
    <form noValidate aria-label="Turn off two-factor authentication" onSubmit={submit}>
      <Stack gap="4">
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <FormField
          label="Authentication code"
          autoComplete="one-time-code"
          helper="The code from your authenticator app, or one of your recovery codes."
          maxLength={40}
          {...form.field('code')}
        />
        <Button
          type="submit"
          colorPalette="red"
          variant="outline"
          alignSelf="flex-end"
          loading={disable.isPending}
          loadingText="Turning off..."
        >
          Turn off two-factor authentication
        </Button>
      </Stack>
    </form>
  );
}
