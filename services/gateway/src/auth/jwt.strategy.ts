import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Principal } from '@ped/contracts';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy, type JwtFromRequestFunction } from 'passport-jwt';
import { GatewayConfig } from '../config/gateway.config.js';
import { JWT_ALGORITHM, JwtKeysService } from '../keys/jwt-keys.service.js';
import { principalFromClaims, type AccessClaims } from './access-token.service.js';
import { ACCESS_TOKEN_TYPE, cookieNames, TOKEN_AUDIENCE } from './auth.constants.js';
import { VerifiedTokens, type TokenCaller } from './verified-tokens.js';

/**
 * Verifies access tokens from `Authorization: Bearer` or the access cookie: ES256 only, our issuer
 * and audience, not expired, and of the access type. A token verified once is recognised from
 * `VerifiedTokens` until it expires (`recognise`), without passport.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly tokenOf: JwtFromRequestFunction;
  private readonly verified = new VerifiedTokens();

  constructor(config: GatewayConfig, keys: JwtKeysService) {
    const accessCookie = cookieNames(new URL(config.PUBLIC_ORIGIN).protocol === 'https:').access;
    const tokenOf = ExtractJwt.fromExtractors([
      ExtractJwt.fromAuthHeaderAsBearerToken(),
      (request: FastifyRequest) => request.cookies?.[accessCookie] ?? null,
    ]);
    super({
      jwtFromRequest: tokenOf,
      // The parsed key, not its PEM: given a string, jsonwebtoken parses it again on every request (a quarter
      // of the gateway's CPU on an authenticated route). Its types say string | Buffer; it takes a KeyObject.
      secretOrKey: keys.publicKey as unknown as Buffer,
      algorithms: [JWT_ALGORITHM],
      issuer: config.PUBLIC_ORIGIN,
      audience: TOKEN_AUDIENCE,
      ignoreExpiration: false,
      passReqToCallback: true,
    });
    this.tokenOf = tokenOf;
  }

  /** The caller of the request's token when that token was verified before and is still valid. */
  recognise(request: FastifyRequest): TokenCaller | undefined {
    const token = this.tokenOf(request);
    return token ? this.verified.get(token) : undefined;
  }

  /** Passport's answer is the principal; the session it belongs to goes on the request. */
  validate(request: SessionRequest, claims: AccessClaims & { exp?: number }): Principal | false {
    const principal =
      claims.typ === ACCESS_TOKEN_TYPE && typeof claims.sid === 'string' && principalFromClaims(claims);
    if (!principal) return false;
    const token = this.tokenOf(request);
    if (token) this.verified.remember(token, { principal, session: claims.sid }, claims.exp);
    request.accessSession = claims.sid;
    return principal;
  }
}

/** A request whose access token was verified carries the token's session (`sid`). */
export type SessionRequest = FastifyRequest & { accessSession?: string };
