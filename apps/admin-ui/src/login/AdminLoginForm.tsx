import { Button, Stack } from '@ped/web-kit/ui';
import { AUTH_MESSAGES } from '@ped/contracts/options';
import { toast } from '@ped/web-kit';
import { ForgotPassword, FormField, useValidatedForm, type FieldErrors } from '@ped/web-kit/forms';
import type { AdminCredentials } from './useAdminAuth';

/** Both are required, with the server's message (AdminLoginCommand). */
function validateAdminLogin({ username, password }: AdminCredentials): FieldErrors<AdminCredentials> {
  const errors: FieldErrors<AdminCredentials> = {};
  if (!username.trim()) errors.username = AUTH_MESSAGES.adminMissingFields;
  if (!password) errors.password = AUTH_MESSAGES.adminMissingFields;
  return errors;
}

interface Props {
  onSubmit: (credentials: AdminCredentials) => void;
  isPending: boolean;
  /** After a password link was used, the page it led from names the account. */
  initialUsername?: string;
}

/**
 * Username and password; both are required (spec: a "Missing Information" toast otherwise). "Forgot
 * password?" mails a reset link to the address of the administrator's linked user account.
 */
export function AdminLoginForm({ onSubmit, isPending, initialUsername = '' }: Props) {
  const form = useValidatedForm<AdminCredentials>(
    { username: initialUsername, password: '' },
    validateAdminLogin,
  );
  const submit = form.handleSubmit(
    ({ username, password }) => onSubmit({ username: username.trim(), password }),
    () =>
      toast({
        title: 'Missing Information',
        description: AUTH_MESSAGES.adminMissingFields,
        variant: 'destructive',
      }),
  );

  return (
    <form noValidate aria-label="Admin sign in" onSubmit={submit}>
      <Stack gap="4">
        <FormField label="Username" autoComplete="username" {...form.field('username')} />
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
          Sign In
        </Button>
        <ForgotPassword kind="admin" />
      </Stack>
    </form>
  );
}
