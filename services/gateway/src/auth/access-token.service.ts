import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Principal } from '@ped/contracts';
import { GatewayConfig } from '../config/gateway.config.js';
import { JWT_ALGORITHM, JwtKeysService } from '../keys/jwt-keys.service.js';
import { ACCESS_TOKEN_TYPE, TOKEN_AUDIENCE } from './auth.constants.js';

/** The claims of an access token; `typ` keeps other tokens from being used as one. */
export interface AccessClaims {
  /** The account's id as JWT wants it: a string (the decimal form of AccountRef's id). */
  sub: string;
  kind: Principal['kind'];
  role?: Principal['role'];
  mcp?: true;
  /** The session (refresh-token family) the token belongs to: once it ends, so does the token. */
  sid: string;
  typ: typeof ACCESS_TOKEN_TYPE;
}

/** Signs short-lived access tokens (ES256, `kid` in the header) for a verified principal. */
@Injectable()
export class AccessTokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly keys: JwtKeysService,
    private readonly config: GatewayConfig,
  ) {}

  sign(principal: Principal, session: string): string {
    const claims: AccessClaims = {
      sub: String(principal.id),
      kind: principal.kind,
      ...(principal.role ? { role: principal.role } : {}),
      ...(principal.mustChangePassword ? { mcp: true as const } : {}),
      sid: session,
      typ: ACCESS_TOKEN_TYPE,
    };
    return this.jwt.sign(claims, {
      algorithm: JWT_ALGORITHM,
      privateKey: this.keys.privateKey,
      keyid: this.keys.kid,
      issuer: this.config.PUBLIC_ORIGIN,
      audience: TOKEN_AUDIENCE,
      expiresIn: this.config.ACCESS_TOKEN_TTL_SECONDS,
    });
  }
}

/** The principal a verified token names; null when its `sub` is not an account id. */
export function principalFromClaims(claims: Omit<AccessClaims, 'sid'>): Principal | null {
  const id = accountId(claims.sub);
  if (id === null) return null;
  return {
    kind: claims.kind,
    id,
    ...(claims.role ? { role: claims.role } : {}),
    ...(claims.mcp ? { mustChangePassword: true } : {}),
  };
}

/** `sub` back to the account id it was written from (a positive integer), else null. */
export function accountId(sub: unknown): number | null {
  const id = typeof sub === 'string' && /^[1-9][0-9]{0,15}$/.test(sub) ? Number(sub) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}
