import type { RateLimitPolicy } from '../rate-limit/rate-limit.constants.js';

/** JWT claims the gateway signs and accepts: the audience and token type pin their use. */
export const TOKEN_AUDIENCE = 'ped-api';
export const ACCESS_TOKEN_TYPE = 'access';

/**
 * Cookie names: `__Host-`/`__Secure-` prefixes outside plain-http (localhost) origins. `browser` names the
 * browser (random, kept across sessions): a refresh race's grace goes only to the browser that rotated.
 */
export function cookieNames(secure: boolean): { access: string; refresh: string; browser: string } {
  return secure
    ? { access: '__Host-ped_at', refresh: '__Secure-ped_rt', browser: '__Secure-ped_br' }
    : { access: 'ped_at', refresh: 'ped_rt', browser: 'ped_br' };
}

/** The refresh cookie is sent to the API only. */
export const REFRESH_COOKIE_PATH = '/api';

/** A client that sets this header to `body` gets the tokens in the JSON answer (API clients, not browsers). */
export const TOKEN_DELIVERY_HEADER = 'x-token-delivery';

/**
 * Turning two-factor sign-in on or off checks a code (and the password): a budget of its own, per
 * address and per admin, so a stolen session cannot try codes at leisure.
 */
export const TWO_FACTOR_CHANGES = {
  name: 'two-factor',
  perIp: 30,
  perPrincipal: 20,
  windowSeconds: 15 * 60,
} as const satisfies RateLimitPolicy;
