import type { Principal } from '@ped/contracts';
import { LRUCache } from 'lru-cache';

/**
 * The principals of access tokens already verified, by the token's exact text, until the token expires.
 * Verifying an ES256 signature is most of what recognising a caller costs (a fifth of the gateway's CPU on
 * a cheap authenticated route); the same bytes under the same key verify the same way every time, so
 * only the expiry needs checking again. Only verified tokens get in, so no caller can fill it with junk;
 * the least recently used go first past `max`.
 */
export class VerifiedTokens {
  private readonly entries: LRUCache<string, { principal: Readonly<Principal>; expiresAt: number }>;

  constructor(
    max = 10_000,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache({ max });
  }

  /** The principal of `token` if it was verified and has not expired since (jsonwebtoken's rule: now < exp). */
  get(token: string): Readonly<Principal> | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (this.now() < entry.expiresAt) return entry.principal;
    this.entries.delete(token);
    return undefined;
  }

  /** Keeps a verified token's principal until `exp` (seconds since the epoch, as in the token). */
  remember(token: string, principal: Principal, exp: number | undefined): void {
    // A token without an expiry is never issued here; it is not kept.
    if (typeof exp !== 'number' || !Number.isFinite(exp)) return;
    this.entries.set(token, { principal: Object.freeze({ ...principal }), expiresAt: exp * 1000 });
  }
}
