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
  const { values, errors, setField, handleSubmit } = useValidatedForm<ChangePasswordValues>(
    { currentPassword: '', newPassword: '', confirmPassword: '' },
    (values) => validateChangePassword(values, 'admin'),
  );
  return (
    <form
      noValidate
      aria-label="Change your password"
      onSubmit={handleSubmit(({ currentPassword, newPassword }) =>
        onSubmit({ currentPassword, newPassword }),
      )}
    >
      <Stack gap="4">
        <FormField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(value) => setField('currentPassword', value)}
          error={errors.currentPassword}
        />
        <FormField
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(value) => setField('newPassword', value)}
          error={errors.newPassword}
        />
        <FormField
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(value) => setField('confirmPassword', value)}
          error={errors.confirmPassword}
        />
        <Button type="submit" colorPalette="brand" width="full" loading={isPending} loadingText="Saving...">
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
