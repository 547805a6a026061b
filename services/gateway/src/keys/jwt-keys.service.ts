import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { GatewayConfig } from '../config/gateway.config.js';

export const JWT_ALGORITHM = 'ES256';

export interface PublicJwk extends JsonWebKey {
  kid: string;
  alg: typeof JWT_ALGORITHM;
  use: 'sig';
}

/**
 * The gateway's signing key pair (ES256): from configuration when given, otherwise generated once
 * into DATA_DIR/jwt so restarts keep issued tokens valid. `kid` is the key's RFC 7638 thumbprint.
 */
@Injectable()
export class JwtKeysService {
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  readonly kid: string;

  constructor(config: GatewayConfig) {
    const { privatePem, publicPem } = loadOrCreatePems(config);
    this.privateKey = createPrivateKey(privatePem);
    this.publicKey = createPublicKey(publicPem);
    this.kid = thumbprint(this.publicKey.export({ format: 'jwk' }));
  }

  /** The JWKS document: public keys only. */
  jwks(): { keys: PublicJwk[] } {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return { keys: [{ ...jwk, kid: this.kid, alg: JWT_ALGORITHM, use: 'sig' }] };
  }
}

function loadOrCreatePems(config: GatewayConfig): { privatePem: string; publicPem: string } {
  if (config.JWT_PRIVATE_KEY && config.JWT_PUBLIC_KEY) {
    return { privatePem: config.JWT_PRIVATE_KEY, publicPem: config.JWT_PUBLIC_KEY };
  }
  if (config.JWT_PRIVATE_KEY || config.JWT_PUBLIC_KEY) {
    throw new Error('Invalid configuration:\n  JWT_PRIVATE_KEY and JWT_PUBLIC_KEY must be set together');
  }
  const dir = join(config.DATA_DIR, 'jwt');
  const privatePath = join(dir, 'private.pem');
  const publicPath = join(dir, 'public.pem');
  if (!existsSync(privatePath)) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(privatePath, pair.privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
    writeFileSync(publicPath, pair.publicKey.export({ format: 'pem', type: 'spki' }));
  }
  return { privatePem: readFileSync(privatePath, 'utf8'), publicPem: readFileSync(publicPath, 'utf8') };
}

/** RFC 7638: SHA-256 over the required members of an EC key, in lexicographic order. */
export function thumbprint(jwk: JsonWebKey): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(canonical).digest('base64url');
}
