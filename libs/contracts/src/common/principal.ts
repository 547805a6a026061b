/** Who is calling: verified by the gateway, travels with every service message. */
export type PrincipalKind = 'user' | 'buyer' | 'admin';

export interface Principal {
  sub: string;
  kind: PrincipalKind;
  role?: 'exporter' | 'admin';
  /** Admin console signed in with its first password: nothing but a password change is allowed. */
  mustChangePassword?: boolean;
}

/** The directory itself, acting without a caller (seeds): an administrator no account is. */
export const SYSTEM_PRINCIPAL: Principal = { sub: 'system', kind: 'admin', role: 'admin' };
