import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, type HttpException } from '@nestjs/common';
import type { ErrorReason } from '@ped/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { GatewayConfig } from '../config/gateway.config.js';
import { httpError } from '../errors/http-error.js';
import { JwtKeysService } from '../keys/jwt-keys.service.js';
import { REDIS } from '../redis/redis.module.js';
import { RATE_LIMITED_MESSAGE, type SignInThrottlePolicy } from './rate-limit.constants.js';
import { rateLimitKey, RateLimitService } from './rate-limit.service.js';

// One attempt at an account, counted before the password is checked (a success deletes the key).
// Past the free failures each attempt spaces the next one out (1 s, 2 s, 4 s … up to the cap), from
// any address, so a guesser spread over many addresses is slowed as much as one. A known device (a
// browser that signed in to this account before) is not held to the spacing, so the owner is never
// locked out by somebody else's guessing. Answers 0 (go ahead) or the milliseconds to wait.
// KEYS: the account's hash. ARGV: now ms, free failures, cap ms, window ms, known device (1/0).
const ATTEMPT = `
local now = tonumber(ARGV[1])
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'nextAt') or '0')
if ARGV[5] == '0' and now < nextAt then return nextAt - now end
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
local free = tonumber(ARGV[2])
if failures >= free then
  local spacing = math.min(1000 * 2 ^ (failures - free), tonumber(ARGV[3]))
  redis.call('HSET', KEYS[1], 'nextAt', math.max(now, nextAt) + spacing)
end
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 0
`;

/** The longest an account's attempts are spaced out while somebody keeps guessing. */
const MAX_SPACING_MS = 60_000;
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const ACCOUNT_SPACED_MESSAGE =
  'Too many failed sign-ins to this account. Please wait a moment and try again.';

/**
 * The budgets of a sign-in route: per address (any account), per account and address together (or
 * account and known device), and the account's growing spacing. Keys hold a hash of the normalised
 * account, so neither padding nor case nor length gets around them.
 */
@Injectable()
export class SignInThrottleService {
  private readonly deviceKey: Buffer;
  private readonly deviceCookie: string;
  private readonly secure: boolean;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly limits: RateLimitService,
    keys: JwtKeysService,
    config: GatewayConfig,
  ) {
    const secret = keys.privateKey.export({ format: 'der', type: 'pkcs8' });
    this.deviceKey = Buffer.from(hkdfSync('sha256', secret, '', 'ped known-device cookie', 32));
    this.secure = new URL(config.PUBLIC_ORIGIN).protocol === 'https:';
    this.deviceCookie = this.secure ? '__Secure-ped_dev' : 'ped_dev';
  }

  /** Throws 429 (with Retry-After) when a budget is spent; otherwise counts the attempt. */
  async attempt(
    policy: SignInThrottlePolicy,
    rawAccount: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const account = accountDigest(policy, rawAccount);
    const knownDevice = this.isKnownDevice(request, account);
    // The owner's known browser has a budget of its own, wherever it signs in from.
    const client = knownDevice ? `device:${account}` : `ip:${request.ip}`;
    const hits = await Promise.all([
      this.limits.hitAddress(policy, request.ip),
      this.limits.hit(
        rateLimitKey(policy.name, 'account', `${account}:${client}`),
        policy.perAccountAndClient,
        policy.windowSeconds,
      ),
    ]);
    const refused = hits.find((hit) => !hit.allowed);
    if (refused) throw tooMany(reply, refused.retryAfterSeconds, 'TOO_MANY_REQUESTS', RATE_LIMITED_MESSAGE);
    const waitMs = (await this.redis.eval(
      ATTEMPT,
      1,
      spacingKey(policy, account),
      Date.now(),
      policy.freeFailures,
      MAX_SPACING_MS,
      policy.windowSeconds * 1000,
      knownDevice ? 1 : 0,
    )) as number;
    if (waitMs > 0)
      throw tooMany(reply, Math.ceil(waitMs / 1000), 'SIGN_IN_ATTEMPTS_SPACED', ACCOUNT_SPACED_MESSAGE);
  }

  /** A success clears the account's failures and this client's budget, and remembers the device. */
  async succeeded(
    policy: SignInThrottlePolicy,
    rawAccount: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const account = accountDigest(policy, rawAccount);
    const client = this.isKnownDevice(request, account) ? `device:${account}` : `ip:${request.ip}`;
    await this.redis.del(
      spacingKey(policy, account),
      rateLimitKey(policy.name, 'account', `${account}:${client}`),
    );
    void reply.setCookie(this.deviceCookie, `${account}.${this.mac(account)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: '/api',
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
  }

  private isKnownDevice(request: FastifyRequest, account: string): boolean {
    const [digest, mac] = (request.cookies?.[this.deviceCookie] ?? '').split('.');
    if (digest !== account || !mac) return false;
    const expected = Buffer.from(this.mac(account));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(account: string): string {
    return createHmac('sha256', this.deviceKey).update(account).digest('base64url');
  }
}

/** The account as the budgets know it: trimmed, lower-cased and hashed to a fixed length. */
export function accountDigest(policy: SignInThrottlePolicy, account: string): string {
  return createHash('sha256')
    .update(`${policy.name}:${account.trim().toLowerCase()}`)
    .digest('base64url')
    .slice(0, 32);
}

const spacingKey = (policy: SignInThrottlePolicy, account: string) => `rl:${policy.name}:spacing:${account}`;

function tooMany(
  reply: FastifyReply,
  retryAfterSeconds: number,
  reason: ErrorReason,
  message: string,
): HttpException {
  void reply.header('Retry-After', String(Math.max(1, retryAfterSeconds)));
  return httpError(reason, message);
}
