import { AUTH_MESSAGES } from '@ped/contracts/options';
import { apiErrorMessage, toast, useAuthMutation, type AuthMutationResult } from '@ped/web-kit';

export interface AdminCredentials {
  username: string;
  password: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** Admin console sign-in with the spec's toasts; `onSignedIn` gets the answer (user and redirectTo). */
export function useAdminLogin(onSignedIn: (result: AuthMutationResult) => void) {
  const mutation = useAuthMutation<AdminCredentials>('/api/admin/login');
  const submit = (credentials: AdminCredentials) =>
    mutation.mutate(credentials, {
      onSuccess: (result) => {
        toast({ title: 'Admin login successful' });
        onSignedIn(result);
      },
      onError: (error) =>
        toast({
          title: 'Login Failed',
          description: apiErrorMessage(error, AUTH_MESSAGES.adminInvalidCredentials),
          variant: 'destructive',
        }),
    });
  return { submit, isPending: mutation.isPending };
}

/** Changes the signed-in account's password; `onChanged` gets the answer. */
export function useChangePassword(onChanged: (result: AuthMutationResult) => void) {
  const mutation = useAuthMutation<PasswordChange>('/api/auth/change-password');
  const submit = (change: PasswordChange) =>
    mutation.mutate(change, {
      onSuccess: (result) => {
        toast({ title: 'Password changed', description: 'Use your new password from now on.' });
        onChanged(result);
      },
      onError: (error) =>
        toast({
          title: 'Password Change Failed',
          description: apiErrorMessage(error, 'Failed to change password. Please try again.'),
          variant: 'destructive',
        }),
    });
  return { submit, isPending: mutation.isPending };
}
