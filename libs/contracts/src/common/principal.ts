/** The three kinds of account; each has its own table in identity, so an id is unique within its kind. */
export type PrincipalKind = 'user' | 'buyer' | 'admin';

/**
 * An account, as every service names it: its kind and identity's integer id (the serial primary key
 * of that kind's table), a JSON number everywhere — in messages, events, columns (`integer`) and
 * answers. Only the JWT carries it as a string (`sub`, which must be one) and the gateway converts
 * at that edge. Columns naming an account of a fixed kind hold just the id (`user_id`, `buyer_user_id`).
 */
export interface AccountRef {
  kind: PrincipalKind;
  id: number;
}

/** Who is calling: verified by the gateway, travels with every service message. */
export interface Principal extends AccountRef {
  role?: 'exporter' | 'admin';
  /** Admin console signed in with its first password: nothing but a password change is allowed. */
  mustChangePassword?: boolean;
}

/** The directory itself, acting without a caller (seeds): an administrator, id 0, which no account has. */
export const SYSTEM_PRINCIPAL: Principal = { kind: 'admin', id: 0, role: 'admin' };
