import { Button, Stack } from '@ped/web-kit/ui';
import {
  FormField,
  useValidatedForm,
  validateChangePassword,
  type ChangePasswordValues,
} from '@ped/web-kit/forms';
import type { PasswordChange } from './useAdminAuth';

interface Props {
  onSubmit: (change: PasswordChange) => void;
  isPending: boolean;
}

/** Current password, a new one (at least 12 characters for an admin) and its confirmation. */
export function ChangePasswordForm({ onSubmit, isPending }: Props) {
  const form = useValidatedForm<ChangePasswordValues>(
    { currentPassword: '', newPassword: '', confirmPassword: '' },
    (values) => validateChangePassword(values, 'admin'),
  );
  return (
    <form
      noValidate
      aria-label="Change your password"
      onSubmit={form.handleSubmit(({ currentPassword, newPassword }) =>
        onSubmit({ currentPassword, newPassword }),
      )}
    >
      <Stack gap="4">
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          {...form.field('newPassword')}
        />
        <FormField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" colorPalette="brand" width="full" loading={isPending} loadingText="Saving...">
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
