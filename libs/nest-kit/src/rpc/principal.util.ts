import type { Principal, PrincipalKind, RequestContext } from '@ped/contracts';
import { DomainException } from './domain.exception.js';

export const PASSWORD_CHANGE_REQUIRED = 'You must change your password before continuing';

/** The admin console (kind admin) and users with role admin may administer the directory. */
export function isAdmin(principal?: Principal): boolean {
  return principal?.kind === 'admin' || (principal?.kind === 'user' && principal.role === 'admin');
}

/**
 * Services check the caller again: the gateway's guard is not the only line of defence.
 * Without `kinds`, any signed-in kind passes.
 */
export function requirePrincipal(ctx: RequestContext, kinds?: PrincipalKind[]): Principal {
  const { principal } = ctx;
  // An id that is not an integer (a session from before ids were numbers) names nobody: a query by it
  // must never run (TypeORM drops an undefined condition).
  if (!principal || !Number.isSafeInteger(principal.id)) {
    throw new DomainException('SIGN_IN_REQUIRED', 'Unauthorized');
  }
  if (kinds && !kinds.includes(principal.kind)) throw new DomainException('NOT_PERMITTED', 'Forbidden');
  return principal;
}

export function requireAdmin(ctx: RequestContext): Principal {
  const principal = requirePrincipal(ctx);
  if (!isAdmin(principal)) throw new DomainException('NOT_PERMITTED', 'Forbidden');
  if (principal.mustChangePassword)
    throw new DomainException('PASSWORD_CHANGE_REQUIRED', PASSWORD_CHANGE_REQUIRED);
  return principal;
}
