/**
 * One-time password links (set a first password, or reset a forgotten one): their lifetimes and the
 * words the pages and the API use. Plain values: the shell's pages import them.
 */

/**
 * Accounts a link can set the password of: exporter accounts, buyers, and the admin console's
 * credentials (reached by the e-mail of the user account an administrator is linked to).
 */
export const PASSWORD_LINK_ACCOUNT_KINDS = ['user', 'buyer', 'admin'] as const;
export type PasswordLinkAccountKind = (typeof PASSWORD_LINK_ACCOUNT_KINDS)[number];

/** `set`: the first password of an account created for an approved exporter; `reset`: a forgotten one. */
export const PASSWORD_LINK_PURPOSES = ['set', 'reset'] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

export const PASSWORD_LINK_LIFETIME_HOURS = { set: 72, reset: 1 } as const;

export const PASSWORD_LINK_MESSAGES = {
  /** The answer to every reset request, whether or not the address has an account. */
  resetRequested: 'If an account exists for that address, we have sent a link to reset its password.',
  used: 'This link has already been used. Ask for a new one below.',
  expired: 'This link has expired. Ask for a new one below.',
  unknown: 'This link is not valid.',
  tokenRequired: 'The link is incomplete: open it again from the e-mail.',
  kind: 'kind must be user, buyer or admin',
} as const;
