/** Who is calling: verified by the gateway, travels with every service message. */
export type PrincipalKind = 'user' | 'buyer' | 'admin';

export interface Principal {
  sub: string;
  kind: PrincipalKind;
  role?: 'exporter' | 'admin';
  /** Admin console signed in with its first password: nothing but a password change is allowed. */
  mustChangePassword?: boolean;
}
