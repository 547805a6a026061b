import { Button, SimpleGrid, Stack } from '@ped/web-kit/ui';
import { validateSignUp, type SignUpValues } from './authValidation';
import { FormField } from './FormField';
import { useValidatedForm } from './useValidatedForm';

/** What a sign-up sends (the confirmation stays in the form). */
export type SignUpPayload = Omit<SignUpValues, 'confirmPassword'>;

interface Props {
  onSubmit: (values: SignUpPayload) => void;
  isPending: boolean;
  submitLabel?: string;
}

/** Name, e-mail, password and its confirmation (exporters and buyers), checked by the spec's rules. */
export function EmailSignUpForm({ onSubmit, isPending, submitLabel = 'Create Account' }: Props) {
  const { values, errors, setField, handleSubmit } = useValidatedForm<SignUpValues>(
    { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    validateSignUp,
  );
  const submit = handleSubmit(({ firstName, lastName, email, password }) =>
    onSubmit({ firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password }),
  );
  return (
    <form noValidate aria-label="Create an account" onSubmit={submit}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField
            name="firstName"
            label="First name"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(value) => setField('firstName', value)}
            error={errors.firstName}
          />
          <FormField
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(value) => setField('lastName', value)}
            error={errors.lastName}
          />
        </SimpleGrid>
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
          autoComplete="new-password"
          value={values.password}
          onChange={(value) => setField('password', value)}
          error={errors.password}
        />
        <FormField
          name="confirmPassword"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(value) => setField('confirmPassword', value)}
          error={errors.confirmPassword}
        />
        <Button
          type="submit"
          colorPalette="brand"
          width="full"
          loading={isPending}
          loadingText="Creating account..."
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
