import {
  ADMIN_PASSWORD_MIN_LENGTH,
  AUTH_MESSAGES,
  emailError,
  PASSWORD_MIN_LENGTH,
} from '@ped/contracts/options';

/** A form's messages by field; a field without a message is valid. */
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpValues extends SignInValues {
  firstName: string;
  lastName: string;
  confirmPassword: string;
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const CURRENT_PASSWORD_REQUIRED = AUTH_MESSAGES.currentPassword;

/** Spec (buyer login): a valid e-mail (required first) and a password of at least 6 characters. */
export function validateSignIn(values: SignInValues): FieldErrors<SignInValues> {
  const errors: FieldErrors<SignInValues> = {};
  errors.email = emailError(values.email, AUTH_MESSAGES.email);
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = AUTH_MESSAGES.password;
  return errors;
}

/** Spec (buyer sign-up): names required, sign-in rules, the confirmation equal to the password. */
export function validateSignUp(values: SignUpValues): FieldErrors<SignUpValues> {
  const errors: FieldErrors<SignUpValues> = {};
  if (!values.firstName.trim()) errors.firstName = AUTH_MESSAGES.firstName;
  if (!values.lastName.trim()) errors.lastName = AUTH_MESSAGES.lastName;
  Object.assign(errors, validateSignIn(values));
  if (values.confirmPassword !== values.password) errors.confirmPassword = AUTH_MESSAGES.passwordsDontMatch;
  return errors;
}

/** A password change: the current password, a new one of at least 6 characters (admins: 12), confirmed. */
export function validateChangePassword(
  values: ChangePasswordValues,
  kind: 'admin' | 'account' = 'account',
): FieldErrors<ChangePasswordValues> {
  const errors: FieldErrors<ChangePasswordValues> = {};
  if (!values.currentPassword) errors.currentPassword = CURRENT_PASSWORD_REQUIRED;
  if (kind === 'admin' && values.newPassword.length < ADMIN_PASSWORD_MIN_LENGTH)
    errors.newPassword = AUTH_MESSAGES.adminPassword;
  else if (values.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = AUTH_MESSAGES.password;
  if (values.confirmPassword !== values.newPassword)
    errors.confirmPassword = AUTH_MESSAGES.passwordsDontMatch;
  return errors;
}
