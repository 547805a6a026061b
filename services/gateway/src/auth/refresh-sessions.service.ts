import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AccountRef, Principal } from '@ped/contracts';
import type { Redis } from 'ioredis';
import { GatewayConfig } from '../config/gateway.config.js';
import { REDIS } from '../redis/redis.module.js';

// Rotates atomically: the presented secret must be the family's current one. The one it replaced
// is still accepted for a few seconds (parallel requests of one page racing to refresh) without
// rotating again; anything else means a rotated token came back (stolen or replayed), and the whole
// family is revoked. ARGV: presented hash, next hash, ttl ms, now ms, grace ms.
const ROTATE = `
local current = redis.call('HGET', KEYS[1], 'hash')
if not current then return {'missing'} end
if current ~= ARGV[1] then
  local previous = redis.call('HGET', KEYS[1], 'previous')
  local rotatedAt = tonumber(redis.call('HGET', KEYS[1], 'rotatedAt') or '0')
  if previous == ARGV[1] and tonumber(ARGV[4]) - rotatedAt <= tonumber(ARGV[5]) then
    return {'grace', redis.call('HGET', KEYS[1], 'principal')}
  end
  redis.call('DEL', KEYS[1])
  return {'reused'}
end
redis.call('HSET', KEYS[1], 'hash', ARGV[2], 'previous', ARGV[1], 'rotatedAt', ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return {'ok', redis.call('HGET', KEYS[1], 'principal')}
`;

const RACE_GRACE_MS = 10_000;

export type RotateResult =
  | { status: 'ok'; principal: Principal; token: string }
  /** The token was rotated a moment ago by a parallel request: valid, but no new refresh token. */
  | { status: 'grace'; principal: Principal }
  | { status: 'missing' | 'reused' | 'malformed' };

const hash = (secret: string) => createHash('sha256').update(secret).digest('base64url');
const familyKey = (family: string) => `rt:family:${family}`;
const ownerKey = (account: AccountRef) => `rt:owner:${account.kind}:${account.id}`;

/**
 * Refresh tokens `<family>.<secret>`: only the secret's hash is stored (Redis), one family per
 * sign-in, rotated on every use; logout deletes the family, a password change every family of the owner.
 */
@Injectable()
export class RefreshSessionsService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: GatewayConfig,
  ) {}

  async create(principal: Principal): Promise<string> {
    const family = randomBytes(16).toString('base64url');
    const secret = randomBytes(32).toString('base64url');
    const ttlMs = this.config.REFRESH_TOKEN_TTL_SECONDS * 1000;
    await this.redis
      .multi()
      .hset(familyKey(family), { hash: hash(secret), principal: JSON.stringify(principal) })
      .pexpire(familyKey(family), ttlMs)
      .sadd(ownerKey(principal), family)
      .pexpire(ownerKey(principal), ttlMs)
      .exec();
    return `${family}.${secret}`;
  }

  async rotate(token: string): Promise<RotateResult> {
    const parsed = parse(token);
    if (!parsed) return { status: 'malformed' };
    const next = randomBytes(32).toString('base64url');
    const ttlMs = this.config.REFRESH_TOKEN_TTL_SECONDS * 1000;
    const [status, principalJson] = (await this.redis.eval(
      ROTATE,
      1,
      familyKey(parsed.family),
      hash(parsed.secret),
      hash(next),
      ttlMs,
      Date.now(),
      RACE_GRACE_MS,
    )) as [string, string?];
    if (status === 'reused') return { status: 'reused' };
    if (!principalJson) return { status: 'missing' };
    const principal = JSON.parse(principalJson) as Principal;
    return status === 'grace'
      ? { status: 'grace', principal }
      : { status: 'ok', principal, token: `${parsed.family}.${next}` };
  }

  async revoke(token: string): Promise<void> {
    const parsed = parse(token);
    if (parsed) await this.redis.del(familyKey(parsed.family));
  }

  /** Every session of the owner (password change). */
  async revokeAll(account: AccountRef): Promise<void> {
    const families = await this.redis.smembers(ownerKey(account));
    await this.redis.del(ownerKey(account), ...families.map(familyKey));
  }
}

function parse(token: string): { family: string; secret: string } | null {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? { family: match[1]!, secret: match[2]! } : null;
}
