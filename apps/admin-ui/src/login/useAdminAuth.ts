import { AUTH_MESSAGES } from '@ped/contracts/options';
import { apiErrorMessage, isApiError, toast, useAuthMutation, type AuthMutationResult } from '@ped/web-kit';

export interface AdminCredentials {
  username: string;
  password: string;
}

/** The second step of a sign-in with two-factor on: the authenticator app's code, or a recovery code. */
export type SecondFactor = { code: string } | { recoveryCode: string };

/** What POST /api/admin/login takes (AdminSignInCommand). */
export type AdminSignIn = AdminCredentials & Partial<{ code: string; recoveryCode: string }>;

/** The server knows the password and asks for the code (no session yet): the sign-in's second step. */
export const isTwoFactorRequired = (error: unknown) =>
  isApiError(error) && error.reason === 'TWO_FACTOR_REQUIRED';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/**
 * Admin console sign-in with the spec's toasts; `onSignedIn` gets the answer (user and redirectTo). A refusal is
 * offered to `onRefused` first: when it returns true it has shown the refusal itself (e.g. beside a field), else
 * the spec's "Login Failed" toast says it.
 */
export function useAdminLogin(onSignedIn: (result: AuthMutationResult) => void) {
  const mutation = useAuthMutation<AdminSignIn>('/api/admin/login');
  const submit = (body: AdminSignIn, onRefused: (error: Error) => boolean = () => false) =>
    mutation.mutate(body, {
      onSuccess: (result) => {
        toast({ title: 'Admin login successful' });
        onSignedIn(result);
      },
      onError: (error) => {
        if (onRefused(error)) return;
        toast({
          title: 'Login Failed',
          description: apiErrorMessage(error, AUTH_MESSAGES.adminInvalidCredentials),
          variant: 'destructive',
        });
      },
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
