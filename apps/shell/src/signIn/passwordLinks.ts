import type { PasswordLinkUsedDto, PasswordResetAcceptedDto } from '@ped/contracts/identity';
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  AUTH_MESSAGES,
  PASSWORD_MIN_LENGTH,
  type PasswordLinkAccountKind,
} from '@ped/contracts/options';
import { apiRequest, useInvalidatingMutation } from '@ped/web-kit';
import type { FieldErrors } from '@ped/web-kit/forms';
import { SHELL_ROUTES } from '@ped/web-kit/routes';

/** The admin console's sign-in (admin-ui's page), which takes a username rather than an e-mail. */
const ADMIN_LOGIN = '/admin-login';

/**
 * The sign-in page of each kind of account, with the e-mail filled in when given (the admin console's
 * with the username instead).
 */
export function signInPath(kind: PasswordLinkAccountKind, email?: string, username?: string): string {
  if (kind === 'admin')
    return username ? `${ADMIN_LOGIN}?username=${encodeURIComponent(username)}` : ADMIN_LOGIN;
  const page = kind === 'buyer' ? '/buyer-login' : SHELL_ROUTES.exporterSignIn;
  return email ? `${page}?email=${encodeURIComponent(email)}` : page;
}

/** `?kind=buyer|admin` names buyers or the admin console; anything else (or nothing) means exporter accounts. */
export const accountKind = (value: string | null): PasswordLinkAccountKind =>
  value === 'buyer' || value === 'admin' ? value : 'user';

/** The shortest password a link of that kind accepts (the admin console's are longer). */
export const minimumLength = (kind: PasswordLinkAccountKind) =>
  kind === 'admin' ? ADMIN_PASSWORD_MIN_LENGTH : PASSWORD_MIN_LENGTH;

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * Sign-up's rules: at least 6 characters (the server also refuses common ones), typed twice alike; an
 * administrator's at least 12, as the console asks.
 */
export function validateNewPassword(
  values: NewPasswordValues,
  kind: PasswordLinkAccountKind = 'user',
): FieldErrors<NewPasswordValues> {
  const errors: FieldErrors<NewPasswordValues> = {};
  if (values.password.length < minimumLength(kind))
    errors.password = kind === 'admin' ? AUTH_MESSAGES.adminPassword : AUTH_MESSAGES.password;
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
