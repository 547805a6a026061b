import { SIGN_UP_LINK_LIFETIME_HOURS } from '@ped/contracts/options';
import { mail, origin, SITE, type Mail } from '../password-links/password-mail.util.js';

export type SignUpKind = 'user' | 'buyer';

const ACCOUNT = { user: 'exporter', buyer: 'buyer' } as const;

/** The page that confirms a sign-up (it asks for a click: a mail scanner opening the link confirms nothing). */
export const confirmSignUpUrl = (publicOrigin: string, token: string) =>
  `${origin(publicOrigin)}/confirm-email?token=${encodeURIComponent(token)}`;

export const signInUrl = (publicOrigin: string, kind: SignUpKind, email: string) =>
  `${origin(publicOrigin)}${kind === 'buyer' ? '/buyer-login' : '/sign-in/exporter'}?email=${encodeURIComponent(email)}`;

/** To the address a new sign-up typed: open the link to create the account. */
export function confirmSignUpMail(input: {
  kind: SignUpKind;
  firstName: string;
  email: string;
  url: string;
}): Mail {
  return mail(
    `Confirm your e-mail to finish signing up on ${SITE}`,
    [
      `Welcome, ${input.firstName}.`,
      `Open the link below to confirm ${input.email} and create your ${ACCOUNT[input.kind]} account.`,
    ],
    { label: 'Confirm your e-mail', url: input.url },
    `The link works once and expires in ${SIGN_UP_LINK_LIFETIME_HOURS} hours. If you did not sign up, ignore ` +
      'this mail: no account is created without it.',
  );
}

/** To the owner of an address someone signed up with again: nothing changed, and how to get in. */
export function addressTakenMail(input: { kind: SignUpKind; email: string; url: string }): Mail {
  return mail(
    `Someone tried to sign up on ${SITE} with your address`,
    [
      `Someone, perhaps you, tried to create a ${ACCOUNT[input.kind]} account on ${SITE} with ${input.email}. ` +
        'This address already has one, so nothing was changed.',
    ],
    { label: 'Sign in', url: input.url },
    'Forgot your password? The sign-in page sends you a link to choose a new one. If it was not you, you ' +
      'can ignore this mail.',
  );
}
