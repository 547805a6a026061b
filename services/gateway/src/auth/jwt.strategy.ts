import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Principal } from '@ped/contracts';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { GatewayConfig } from '../config/gateway.config.js';
import { JWT_ALGORITHM, JwtKeysService } from '../keys/jwt-keys.service.js';
import { principalFromClaims, type AccessClaims } from './access-token.service.js';
import { ACCESS_TOKEN_TYPE, cookieNames, TOKEN_AUDIENCE } from './auth.constants.js';

/**
 * Verifies access tokens from `Authorization: Bearer` or the access cookie: ES256 only, our issuer
 * and audience, not expired, and of the access type.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(config: GatewayConfig, keys: JwtKeysService) {
    const accessCookie = cookieNames(new URL(config.PUBLIC_ORIGIN).protocol === 'https:').access;
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([
        ExtractJwt.fromAuthHeaderAsBearerToken(),
        (request: FastifyRequest) => request.cookies?.[accessCookie] ?? null,
      ]),
      // The parsed key, not its PEM: given a string, jsonwebtoken parses it again on every request (a quarter
      // of the gateway's CPU on an authenticated route). Its types say string | Buffer; it takes a KeyObject.
      secretOrKey: keys.publicKey as unknown as Buffer,
      algorithms: [JWT_ALGORITHM],
      issuer: config.PUBLIC_ORIGIN,
      audience: TOKEN_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  validate(claims: AccessClaims): Principal | false {
    return (claims.typ === ACCESS_TOKEN_TYPE && principalFromClaims(claims)) || false;
  }
}
