import type { Principal } from '@ped/contracts';
import { LRUCache } from 'lru-cache';

/**
 * The principals of access tokens already verified, by the token's exact text, until the token expires.
 * Verifying an ES256 signature is most of what recognising a caller costs (a fifth of the gateway's CPU on
 * a cheap authenticated route); the same bytes under the same key verify the same way every time, so
 * only the expiry needs checking again. Only verified tokens get in, so no caller can fill it with junk;
 * the least recently used go first past `max`.
 */
/** Who a verified access token names: the principal, and the session it belongs to (its `sid`). */
export interface TokenCaller {
  principal: Readonly<Principal>;
  session: string;
}

export class VerifiedTokens {
  private readonly entries: LRUCache<string, TokenCaller & { expiresAt: number }>;

  constructor(
    max = 10_000,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache({ max });
  }

  /** The caller of `token` if it was verified and has not expired since (jsonwebtoken's rule: now < exp). */
  get(token: string): TokenCaller | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (this.now() < entry.expiresAt) return entry;
    this.entries.delete(token);
    return undefined;
  }

  /** Keeps a verified token's caller until `exp` (seconds since the epoch, as in the token). */
  remember(token: string, caller: TokenCaller, exp: number | undefined): void {
    // A token without an expiry is never issued here; it is not kept.
    if (typeof exp !== 'number' || !Number.isFinite(exp)) return;
    const principal = Object.freeze({ ...caller.principal });
    this.entries.set(token, Object.freeze({ principal, session: caller.session, expiresAt: exp * 1000 }));
  }
}
