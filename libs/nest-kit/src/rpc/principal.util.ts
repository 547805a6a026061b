import type { Principal } from '@ped/contracts';
import { DomainException } from './domain.exception.js';

/** The admin console (kind admin) and users with role admin may administer the directory. */
export function isAdmin(principal?: Principal): boolean {
  return principal?.kind === 'admin' || (principal?.kind === 'user' && principal.role === 'admin');
}

/** Services check the caller again: the gateway's guard is not the only line of defence. */
export function requireAdmin(principal?: Principal): Principal {
  if (!principal) throw new DomainException('UNAUTHORIZED', 'Unauthorized');
  if (!isAdmin(principal)) throw DomainException.forbidden();
  return principal;
}
