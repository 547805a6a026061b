import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AccountRef, Principal } from '@ped/contracts';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { GatewayConfig } from '../config/gateway.config.js';
import { REDIS } from '../redis/redis.module.js';

// Rotates atomically: the presented secret must be the family's current one. The one it replaced
// is still accepted for a few seconds from the browser that rotated it (parallel requests of one page
// racing to refresh) without rotating again; anything else means a rotated token came back (stolen or
// replayed), and the whole family is revoked. ARGV: presented hash, next hash, ttl ms, now ms, grace ms,
// the hash of the browser's name cookie ('' without one: an API client gets no grace).
const ROTATE = `
local current = redis.call('HGET', KEYS[1], 'hash')
if not current then return {'missing'} end
if current ~= ARGV[1] then
  local previous = redis.call('HGET', KEYS[1], 'previous')
  local rotatedAt = tonumber(redis.call('HGET', KEYS[1], 'rotatedAt') or '0')
  local sameBrowser = ARGV[6] ~= '' and redis.call('HGET', KEYS[1], 'rotatedBy') == ARGV[6]
  if previous == ARGV[1] and sameBrowser and tonumber(ARGV[4]) - rotatedAt <= tonumber(ARGV[5]) then
    return {'grace', redis.call('HGET', KEYS[1], 'principal')}
  end
  redis.call('DEL', KEYS[1])
  return {'reused'}
end
redis.call('HSET', KEYS[1], 'hash', ARGV[2], 'previous', ARGV[1], 'rotatedAt', ARGV[4], 'rotatedBy', ARGV[6])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return {'ok', redis.call('HGET', KEYS[1], 'principal')}
`;

const RACE_GRACE_MS = 10_000;

export type RotateResult =
  | { status: 'ok'; principal: Principal; family: string; token: string }
  /** The token was rotated a moment ago by a parallel request: valid, but no new refresh token. */
  | { status: 'grace'; principal: Principal; family: string }
  | { status: 'missing' | 'reused' | 'malformed' };

/** A new session: its family (the access tokens' `sid`) and the refresh token to hand out. */
export interface NewSession {
  family: string;
  token: string;
}

/** How long an instance trusts what it last read of a session being open: a revocation holds within it. */
const LIVENESS_TTL_MS = 1000;

const hash = (secret: string) => createHash('sha256').update(secret).digest('base64url');
const familyKey = (family: string) => `rt:family:${family}`;
const ownerKey = (account: AccountRef) => `rt:owner:${account.kind}:${account.id}`;

/**
 * Refresh tokens `<family>.<secret>`: only the secret's hash is stored (Redis), one family per
 * sign-in, rotated on every use; logout deletes the family, a password change every family of the owner.
 * The family is the session: access tokens name it (`sid`), and one whose family is gone is refused
 * (`isOpen`), so logout, a password change or reset, a detected reuse or an exporter's removal end the
 * access tokens too, not only the refresh token.
 */
@Injectable()
export class RefreshSessionsService {
  /** What this instance last read of each family: open or not, and when. */
  private readonly seen = new LRUCache<string, { open: boolean; at: number }>({ max: 50_000 });

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: GatewayConfig,
  ) {}

  async create(principal: Principal): Promise<NewSession> {
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
    return { family, token: `${family}.${secret}` };
  }

  /**
   * Whether the session `family` is still open, as Redis said at most a second ago (one read a second per
   * session and instance; a closed session never opens again, so that answer is kept).
   */
  async isOpen(family: string | undefined, now = Date.now()): Promise<boolean> {
    if (!family) return false;
    const seen = this.seen.get(family);
    if (seen && (!seen.open || now - seen.at < LIVENESS_TTL_MS)) return seen.open;
    const open = (await this.redis.exists(familyKey(family))) === 1;
    this.seen.set(family, { open, at: now });
    return open;
  }

  /** Of these families, the ones that are closed now (read from Redis, not remembered). */
  async closed(families: string[]): Promise<Set<string>> {
    if (families.length === 0) return new Set();
    const pipeline = this.redis.pipeline();
    for (const family of families) pipeline.exists(familyKey(family));
    const answers = (await pipeline.exec()) ?? [];
    const closed = families.filter((_, i) => answers[i]?.[1] !== 1);
    for (const family of closed) this.seen.set(family, { open: false, at: Date.now() });
    return new Set(closed);
  }

  /** `browser`: the browser's name cookie, when the token came as a cookie (its parallel requests get grace). */
  async rotate(token: string, browser?: string): Promise<RotateResult> {
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
      browser ? hash(browser) : '',
    )) as [string, string?];
    if (status === 'reused') {
      this.seen.set(parsed.family, { open: false, at: Date.now() });
      return { status: 'reused' };
    }
    if (!principalJson) return { status: 'missing' };
    const principal = JSON.parse(principalJson) as Principal;
    const family = parsed.family;
    return status === 'grace'
      ? { status: 'grace', principal, family }
      : { status: 'ok', principal, family, token: `${family}.${next}` };
  }

  async revoke(token: string): Promise<void> {
    const parsed = parse(token);
    if (parsed) await this.close([parsed.family]);
  }

  /** Every session of the owner (password change or reset, an exporter's removal). */
  async revokeAll(account: AccountRef): Promise<void> {
    const families = await this.redis.smembers(ownerKey(account));
    await this.redis.del(ownerKey(account));
    await this.close(families);
  }

  private async close(families: string[]): Promise<void> {
    if (families.length > 0) await this.redis.del(...families.map(familyKey));
    for (const family of families) this.seen.set(family, { open: false, at: Date.now() });
  }
}

function parse(token: string): { family: string; secret: string } | null {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? { family: match[1]!, secret: match[2]! } : null;
}
