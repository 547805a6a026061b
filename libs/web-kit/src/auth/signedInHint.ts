import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_ROLES, type SignedInHintRole } from '@ped/contracts/options';

/** The role the session's hint cookie names, or null (none, or no document: the server renders signed out). */
export function readSignedInHint(): SignedInHintRole | null {
  if (typeof document === 'undefined') return null;
  const value = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${SIGNED_IN_HINT_COOKIE}=`))
    ?.slice(SIGNED_IN_HINT_COOKIE.length + 1);
  return SIGNED_IN_HINT_ROLES.find((role) => role === value) ?? null;
}
