import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { httpError } from '../errors/http-error.js';
import { GatewayConfig } from '../config/gateway.config.js';
import { REDIS } from '../redis/redis.module.js';

// INCR and set the expiry on the first hit, atomically; answers [count, milliseconds left].
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

export interface HitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in Redis: they hold across gateway restarts and instances.
 * Keys look like `rl:<policy>:<ip|account>:<value>` (under the deployment's namespace).
 */
@Injectable()
export class RateLimitService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: GatewayConfig,
  ) {}

  /** A hit on a policy's budget for one client address (`perIp`, scaled by RATE_LIMIT_PER_IP_SCALE). */
  hitAddress(policy: { name: string; perIp: number; windowSeconds: number }, ip: string): Promise<HitResult> {
    const limit = Math.ceil(policy.perIp * this.config.RATE_LIMIT_PER_IP_SCALE);
    return this.hit(rateLimitKey(policy.name, 'ip', ip), limit, policy.windowSeconds);
  }

  /** Throws 503 while Redis cannot count: a budget that cannot be kept refuses rather than lets all in. */
  async hit(key: string, limit: number, windowSeconds: number): Promise<HitResult> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, key, windowSeconds * 1000).catch(() => {
      throw httpError('SERVICE_UNAVAILABLE', 'This cannot be done right now. Please try again shortly.');
    })) as [number, number];
    return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(key);
  }
}

export function rateLimitKey(policy: string, scope: 'ip' | 'account', value: string): string {
  return `rl:${policy}:${scope}:${value}`;
}
