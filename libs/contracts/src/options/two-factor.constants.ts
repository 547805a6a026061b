/**
 * Two-factor sign-in of the admin console (TOTP, RFC 6238): the words the API and the console use.
 * Plain values: admin-ui imports them.
 */

/** Recovery codes handed out when two-factor sign-in is turned on; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** An authenticator app's code: six digits. */
export const TWO_FACTOR_CODE_PATTERN = /^\d{6}$/;

export const TWO_FACTOR_MESSAGES = {
  /** Sign-in: the password was right, the account asks for the second factor. */
  required: 'Enter the code from your authenticator app',
  /** Sign-in: the code or recovery code is wrong, expired or already used. */
  invalid: 'The authentication code is not valid. Try again.',
  /** Turning it on or off: the code does not match the authenticator app. */
  codeIncorrect: 'The code does not match your authenticator app',
  code: 'Enter the 6-digit code from your authenticator app',
  recoveryCode: 'Enter one of your recovery codes',
  password: 'Enter your password',
  notPending: 'Start the setup again: no two-factor setup is waiting for a code',
  alreadyEnabled: 'Two-factor authentication is already on',
  notEnabled: 'Two-factor authentication is not on',
} as const;
