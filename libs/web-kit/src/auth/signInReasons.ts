/**
 * Why a page sent a visitor to the buyer sign-in (`?reason=` beside its `returnTo`), in the words the sign-in
 * page shows above its form: nobody should land on a sign-in form without being told why.
 */
export const SIGN_IN_REASONS = {
  'save-exporter':
    'Sign in as a buyer to save this exporter. You will be taken back to the page you were on, with the ' +
    'exporter saved.',
  'save-search':
    'Sign in as a buyer to save this search. You will be taken back to your results, with the search saved.',
} as const;

export type SignInReason = keyof typeof SIGN_IN_REASONS;

/** The text for a `?reason=` value; null for none or one not known. */
export function signInReasonText(reason: string | null): string | null {
  return reason !== null && Object.hasOwn(SIGN_IN_REASONS, reason)
    ? SIGN_IN_REASONS[reason as SignInReason]
    : null;
}
