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
  const form = useValidatedForm<SignUpValues>(
    { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    validateSignUp,
  );
  const submit = form.handleSubmit(({ firstName, lastName, email, password }) =>
    onSubmit({ firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password }),
  );
  return (
    <form noValidate aria-label="Create an account" onSubmit={submit}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="First name" autoComplete="given-name" {...form.field('firstName')} />
          <FormField label="Last name" autoComplete="family-name" {...form.field('lastName')} />
        </SimpleGrid>
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          {...form.field('email')}
        />
        <FormField label="Password" type="password" autoComplete="new-password" {...form.field('password')} />
        <FormField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
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
