/**
 * Sign-up proves the address (issue 32): no account exists until the person opens the link mailed to the
 * address they typed, so nobody can hold an account, or later a listing, in someone else's name. Sign-up
 * answers the same for a new and a taken address; the owner of a taken one is told by e-mail instead.
 */

/** How long a sign-up link works. */
export const SIGN_UP_LINK_LIFETIME_HOURS = 24;

/** At most this many sign-up mails to one address an hour: the form cannot be used to flood a mailbox. */
export const SIGN_UP_MAILS_PER_HOUR = 5;

export const SIGN_UP_MESSAGES = {
  /** The answer to every sign-up, whether or not the address has an account. */
  sent: 'Check your e-mail: we have sent you a link to confirm your address and finish signing up.',
  used: 'This link has already been used. Sign in, or sign up again for a new link.',
  expired: 'This link has expired. Sign up again for a new one.',
  unknown: 'This link is not valid.',
  /** The link was opened after the address got an account another way: nothing to confirm. */
  taken: 'This address already has an account. Sign in, or reset its password from the sign-in page.',
  tokenRequired: 'The link is incomplete: open it again from the e-mail.',
} as const;
