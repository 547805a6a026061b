import type { SecuritySchemeObject } from '@nestjs/swagger';
import type { AccessPolicy } from '../auth/auth.decorators.js';

/** The names of the document's security schemes. */
export const SECURITY_SCHEMES = {
  bearer: 'bearer',
  accessCookie: 'accessCookie',
  refreshCookie: 'refreshCookie',
} as const;

type SecurityRequirement = Record<string, string[]>;

export interface SecuritySettings {
  /** The cookies' names on this origin (`__Host-`/`__Secure-` prefixed on https). */
  cookies: { access: string; refresh: string };
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

/** How a client proves who it is: an API client's bearer token, a browser's two cookies. */
export function securitySchemes(settings: SecuritySettings): Record<string, SecuritySchemeObject> {
  const minutes = Math.round(settings.accessTokenTtlSeconds / 60);
  const days = Math.round(settings.refreshTokenTtlSeconds / 86_400);
  return {
    [SECURITY_SCHEMES.bearer]: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: [
        `An access token: an ES256 JWT valid for ${minutes} minutes (keys at \`GET /api/.well-known/jwks.json\`).`,
        '',
        '**Obtain one** by signing in with the header `X-Token-Delivery: body`; the JSON answer then carries',
        '`accessToken` and `refreshToken` besides `user`:',
        '- buyers: `POST /api/buyer/login` `{email, password}` (or sign up: `POST /api/buyer/register`)',
        '- exporter users and admin users: `POST /api/auth/login` `{email, password}`',
        '  (or sign up: `POST /api/auth/register`)',
        '- the admin console: `POST /api/admin/login` `{username, password}`',
        '',
        'Send it as `Authorization: Bearer <accessToken>`.',
        '',
        `**Refresh** before it expires, or after a 401: \`POST /api/auth/refresh\` \`{"refreshToken": "…"}\``,
        'answers a new `{accessToken, refreshToken}`. A refresh token works once (within 10 seconds its',
        'predecessor is still accepted, without rotating); presenting an older one ends the session. A session',
        `unused for ${days} days, a password change (every session of the account) and a deleted or`,
        'disabled account end it; then sign in again.',
        '',
        'An admin console still on its first password may only call `GET /api/auth/user` and',
        '`POST /api/auth/change-password` (others answer 403) until it changes it.',
      ].join('\n'),
    },
    [SECURITY_SCHEMES.accessCookie]: {
      type: 'apiKey',
      in: 'cookie',
      name: settings.cookies.access,
      description:
        'Browsers: the access token as an httpOnly, SameSite=Lax cookie, set by every sign-in. ' +
        'State-changing requests must be same-origin (`Sec-Fetch-Site`, else `Origin`) and send JSON.',
    },
    [SECURITY_SCHEMES.refreshCookie]: {
      type: 'apiKey',
      in: 'cookie',
      name: settings.cookies.refresh,
      description:
        'Browsers: the refresh token as an httpOnly cookie for `/api`, set with the access cookie. On a ' +
        'route that needs a signed-in caller, a missing or expired access token is renewed with it ' +
        'transparently; `POST /api/auth/refresh` (no body) rotates both cookies.',
    },
  };
}

/** Any of these proves a signed-in caller (the refresh cookie alone: the gateway renews the access token). */
const SIGNED_IN: SecurityRequirement[] = [
  { [SECURITY_SCHEMES.bearer]: [] },
  { [SECURITY_SCHEMES.accessCookie]: [] },
  { [SECURITY_SCHEMES.refreshCookie]: [] },
];

/**
 * A route's security requirements, from its access policy (auth.decorators.ts). Public routes need
 * nothing (`{}`) but recognise a caller who sends a token. Who among the signed-in may call (buyers
 * only, admins only) is not expressible as a requirement: `accessDescription` says it.
 */
export function securityFor(policy: AccessPolicy | undefined): SecurityRequirement[] {
  if (policy?.access === 'public') {
    return [{}, { [SECURITY_SCHEMES.bearer]: [] }, { [SECURITY_SCHEMES.accessCookie]: [] }];
  }
  return SIGNED_IN;
}

const KIND_NAMES = { user: 'exporter and admin users', buyer: 'buyers', admin: 'the admin console' };

/** One line for the operation's description: who may call it. */
export function accessDescription(policy: AccessPolicy | undefined): string {
  if (!policy) return 'Access: nobody (the route declares no access policy, so it is refused).';
  if (policy.access === 'public') return 'Access: anyone; a signed-in caller is recognised.';
  if (policy.access === 'admin') return 'Access: admins only (the admin console, or a user with role admin).';
  const who = policy.kinds?.map((kind) => KIND_NAMES[kind]).join(', ') ?? 'any signed-in caller';
  const pending = policy.allowPendingPasswordChange
    ? ', including an admin console that must still change its first password'
    : '';
  return `Access: ${who}${pending}.`;
}
