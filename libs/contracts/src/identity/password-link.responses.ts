import { PASSWORD_LINK_ACCOUNT_KINDS, PASSWORD_LINK_PURPOSES } from '../options/password-links.constants.js';
import { StringEnum, Type, type Static } from '../responses/schema-kit.js';

const Kind = () => StringEnum(PASSWORD_LINK_ACCOUNT_KINDS);
/** The admin console's credential has no e-mail of its own: it signs in with a username. */
const Username = () =>
  Type.Optional(
    Type.String({ description: 'Kind `admin` only: the admin console signs in with this, not the e-mail' }),
  );

/** POST /api/auth/password-reset (202): the same whether or not the address has an account. */
export const PasswordResetAcceptedSchema = Type.Object({
  message: Type.String({ description: 'The same text whether or not the address has an account' }),
});
export type PasswordResetAcceptedDto = Static<typeof PasswordResetAcceptedSchema>;

/** GET /api/auth/password-link: what a link is for, before the page asks for a password. */
export const PasswordLinkSchema = Type.Object({
  purpose: StringEnum(PASSWORD_LINK_PURPOSES, {
    description: '`set`: the first password of an approved exporter’s new account; `reset`: a forgotten one',
  }),
  kind: Kind(),
  /** The admin credential has none: the linked user account's. */
  email: Type.String({
    description: 'For kind `admin`, the address of the user account the administrator is linked to',
  }),
  username: Username(),
});
export type PasswordLinkDto = Static<typeof PasswordLinkSchema>;

/**
 * POST /api/auth/password-link: what the page needs to send the person to the right sign-in page with
 * the e-mail (or username) filled in.
 */
export const PasswordLinkUsedSchema = Type.Object({
  kind: Kind(),
  email: Type.String({ description: 'Sign in with it on the sign-in page of its kind' }),
  username: Username(),
});
export type PasswordLinkUsedDto = Static<typeof PasswordLinkUsedSchema>;
