/**
 * A cookie scripts may read, set beside the httpOnly session cookies and cleared with them: the role of the
 * signed-in account (AuthUserDto.role), so that a page shows the signed-in header as soon as it is hydrated,
 * before /api/auth/user answers. A hint for the screen only: the server never reads it.
 */
export const SIGNED_IN_HINT_COOKIE = 'ped_signed_in';
export const SIGNED_IN_HINT_ROLES = ['buyer', 'exporter', 'admin'] as const;
export type SignedInHintRole = (typeof SIGNED_IN_HINT_ROLES)[number];

/** The hint of a principal: a buyer, or a user's role (an account without one is an exporter's). */
export const signedInHintRole = (principal: { kind: string; role?: string }): SignedInHintRole =>
  principal.kind === 'buyer' ? 'buyer' : principal.role === 'admin' ? 'admin' : 'exporter';
