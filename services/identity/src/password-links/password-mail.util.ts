/** The mails of identity: a link to set a first password, a reset link, and "approved — sign in". */
export interface Mail {
  subject: string;
  text: string;
  html: string;
}

export const SITE = 'Pakistan Export Directory';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A header never carries a line break, whatever a company calls itself. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export const origin = (publicOrigin: string) => publicOrigin.replace(/\/+$/, '');

/**
 * The page that sets the password. A buyer's or an administrator's link says so (`kind=buyer|admin`):
 * should the link have expired, the page asks for a new one of the right kind.
 */
export const setPasswordUrl = (
  publicOrigin: string,
  token: string,
  kind: 'user' | 'buyer' | 'admin' = 'user',
) =>
  `${origin(publicOrigin)}/set-password?token=${encodeURIComponent(token)}${kind === 'user' ? '' : `&kind=${kind}`}`;

export const exporterSignInUrl = (publicOrigin: string, email: string) =>
  `${origin(publicOrigin)}/sign-in/exporter?email=${encodeURIComponent(email)}`;

export function mail(
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
  note: string,
): Mail {
  const text = [...paragraphs, '', `${action.label}: ${action.url}`, '', note].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a202c">',
    ...paragraphs.filter(Boolean).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
    `<p style="color: #4a5568; font-size: 0.875em">${escapeHtml(note)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: oneLine(subject).slice(0, 255), text, html };
}

/**
 * To the address of an approved application: set the password that opens the listing. The account was
 * created for it, or had the address already (then the new password replaces the old one).
 */
export function setPasswordMail(input: {
  companyName: string;
  email: string;
  url: string;
  hours: number;
  existingAccount?: boolean;
}): Mail {
  return mail(
    `${input.companyName} is approved on ${SITE}: set your password`,
    [
      `Good news: ${oneLine(input.companyName)} is approved and now listed on ${SITE}.`,
      input.existingAccount
        ? `Set a new password for your account (${input.email}) to open the listing: until then it is not ` +
          'linked to any account. Then manage your profile, products and buyer inquiries.'
        : `We have created an exporter account for ${input.email}. Set its password to sign in and manage ` +
          'your profile, products and buyer inquiries.',
    ],
    { label: 'Set your password', url: input.url },
    `The link works once and expires in ${input.hours} hours. If it has expired, the page it opens ` +
      'lets you ask for a new one.',
  );
}

/** To an approved exporter whose account created the profile itself: sign in. */
export function approvedSignInMail(input: { companyName: string; email: string; url: string }): Mail {
  return mail(
    `${input.companyName} is approved on ${SITE}`,
    [
      `Good news: ${oneLine(input.companyName)} is approved and now listed on ${SITE}.`,
      `Sign in with your account (${input.email}) to manage your profile, products and buyer inquiries.`,
    ],
    { label: 'Sign in', url: input.url },
    'Forgot your password? The sign-in page sends you a link to choose a new one.',
  );
}

/**
 * A reset link, asked for on a sign-in page. An administrator's (`adminUsername`) names the console
 * account: the mail goes to the address of the user account it is linked to.
 */
export function resetPasswordMail(input: { url: string; hours: number; adminUsername?: string }): Mail {
  const account = input.adminUsername
    ? `the administrator account "${oneLine(input.adminUsername)}"`
    : 'your account';
  return mail(
    input.adminUsername ? `Reset your administrator password on ${SITE}` : `Reset your password on ${SITE}`,
    [
      `Someone, hopefully you, asked to reset the password of ${account} on ${SITE}.`,
      'Choose a new password with the link below.',
    ],
    { label: 'Choose a new password', url: input.url },
    `The link works once and expires in ${input.hours === 1 ? '1 hour' : `${input.hours} hours`}. ` +
      'If you did not ask for it, ignore this e-mail: your password stays as it is.',
  );
}
