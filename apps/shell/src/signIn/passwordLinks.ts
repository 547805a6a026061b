import type { PasswordLinkUsedDto, PasswordResetAcceptedDto } from '@ped/contracts/identity';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH, type PasswordLinkAccountKind } from '@ped/contracts/options';
import { apiRequest, useInvalidatingMutation } from '@ped/web-kit';
import type { FieldErrors } from '@ped/web-kit/forms';
import { SHELL_ROUTES } from '@ped/web-kit/routes';

/** The sign-in page of each kind of account, with the e-mail filled in when given. */
export function signInPath(kind: PasswordLinkAccountKind, email?: string): string {
  const page = kind === 'buyer' ? '/buyer-login' : SHELL_ROUTES.exporterSignIn;
  return email ? `${page}?email=${encodeURIComponent(email)}` : page;
}

/** `?kind=buyer` names buyers; anything else (or nothing) means exporter accounts. */
export const accountKind = (value: string | null): PasswordLinkAccountKind =>
  value === 'buyer' ? 'buyer' : 'user';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** Sign-up's rules: at least 6 characters (the server also refuses common ones), typed twice alike. */
export function validateNewPassword(values: NewPasswordValues): FieldErrors<NewPasswordValues> {
  const errors: FieldErrors<NewPasswordValues> = {};
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = AUTH_MESSAGES.password;
  if (values.confirmPassword !== values.password) errors.confirmPassword = AUTH_MESSAGES.passwordsDontMatch;
  return errors;
}

/** POST /api/auth/password-reset: mails a link if the address has an account of that kind (changes no page). */
export function useRequestPasswordLink() {
  return useInvalidatingMutation<PasswordResetAcceptedDto, { email: string; kind: PasswordLinkAccountKind }>({
    mutationFn: async (body) => (await apiRequest('POST', '/api/auth/password-reset', body)).json(),
    invalidates: [],
  });
}

/** POST /api/auth/password-link: sets the password and uses the link (the person then signs in). */
export function useSetPassword() {
  return useInvalidatingMutation<PasswordLinkUsedDto, { token: string; password: string }>({
    mutationFn: async (body) => (await apiRequest('POST', '/api/auth/password-link', body)).json(),
    invalidates: [],
  });
}
