import { Button, Stack } from '@ped/web-kit/ui';
import { validateSignIn, type SignInValues } from './authValidation';
import { FormField } from './FormField';
import { useValidatedForm } from './useValidatedForm';

interface Props {
  onSubmit: (values: SignInValues) => void;
  isPending: boolean;
  submitLabel?: string;
}

/** E-mail and password sign-in (exporters and buyers), checked by the spec's rules before it is sent. */
export function EmailSignInForm({ onSubmit, isPending, submitLabel = 'Sign In' }: Props) {
  const { values, errors, setField, handleSubmit } = useValidatedForm<SignInValues>(
    { email: '', password: '' },
    validateSignIn,
  );
  return (
    <form
      noValidate
      aria-label="Sign in"
      onSubmit={handleSubmit(({ email, password }) => onSubmit({ email: email.trim(), password }))}
    >
      <Stack gap="4">
        <FormField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={values.email}
          onChange={(value) => setField('email', value)}
          error={errors.email}
        />
        <FormField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(value) => setField('password', value)}
          error={errors.password}
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
