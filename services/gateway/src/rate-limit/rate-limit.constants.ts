/** How many requests a client may make to a group of routes in a window. */
export interface RateLimitPolicy {
  /** Key prefix in Redis; routes that share a name share a budget. */
  name: string;
  /** Per client IP address. */
  perIp: number;
  /** Also per account: the lower-cased value of this body field (e.g. the e-mail being signed in). */
  perAccount?: { field: string; limit: number };
  windowSeconds: number;
}

/** The policies, in one place. Sign-in budgets are reset for the account on a successful sign-in. */
export const RATE_LIMITS = {
  signIn: { name: 'sign-in', perIp: 30, perAccount: { field: 'email', limit: 10 }, windowSeconds: 15 * 60 },
  adminSignIn: {
    name: 'admin-sign-in',
    perIp: 20,
    perAccount: { field: 'username', limit: 10 },
    windowSeconds: 15 * 60,
  },
  signUp: { name: 'sign-up', perIp: 10, windowSeconds: 60 * 60 },
  contactForm: { name: 'contact-form', perIp: 5, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimitPolicy>;

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a few minutes and try again.';
