import { Button, Stack } from '@ped/web-kit/ui';
import { validateSignIn, type SignInValues } from './authValidation';
import { FormField } from './FormField';
import { useValidatedForm } from './useValidatedForm';

interface Props {
  onSubmit: (values: SignInValues) => void;
  isPending: boolean;
  submitLabel?: string;
  /** The address to start with (e.g. `?email=` after a password was set). */
  initialEmail?: string;
}

/** E-mail and password sign-in (exporters and buyers), checked by the spec's rules before it is sent. */
export function EmailSignInForm({ onSubmit, isPending, submitLabel = 'Sign In', initialEmail = '' }: Props) {
  const form = useValidatedForm<SignInValues>({ email: initialEmail, password: '' }, validateSignIn);
  return (
    <form
      noValidate
      aria-label="Sign in"
      onSubmit={form.handleSubmit(({ email, password }) => onSubmit({ email: email.trim(), password }))}
    >
      <Stack gap="4">
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          {...form.field('email')}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <Button
          type="submit"
          colorPalette="brand"
          width="full"
          loading={isPending}
          loadingText="Signing in..."
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
