import { SetMetadata } from '@nestjs/common';
import type { PrincipalKind } from '@ped/contracts';

/** Who may call a route. Routes without a policy are refused: protection is the default. */
export type AccessPolicy =
  | { access: 'public' }
  | { access: 'signed-in'; kinds?: PrincipalKind[]; allowPendingPasswordChange?: boolean }
  | { access: 'admin' };

export const ACCESS_POLICY = Symbol('ACCESS_POLICY');

/** Anyone; a signed-in caller is still recognised (its principal travels on). */
export const Public = () => SetMetadata(ACCESS_POLICY, { access: 'public' } satisfies AccessPolicy);

/** Any signed-in caller, or only the given kinds. */
export const SignedIn = (...kinds: PrincipalKind[]) =>
  SetMetadata(ACCESS_POLICY, {
    access: 'signed-in',
    ...(kinds.length ? { kinds } : {}),
  } satisfies AccessPolicy);

/** Any signed-in caller, including an admin who still has to change the first password. */
export const SignedInPasswordChangeAllowed = () =>
  SetMetadata(ACCESS_POLICY, {
    access: 'signed-in',
    allowPendingPasswordChange: true,
  } satisfies AccessPolicy);

/** The admin console, or a user with role admin. */
export const AdminOnly = () => SetMetadata(ACCESS_POLICY, { access: 'admin' } satisfies AccessPolicy);
