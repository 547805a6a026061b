/** How many requests a client may make to a group of routes in a window. */
export interface RateLimitPolicy {
  /** Key prefix in Redis; routes that share a name share a budget. */
  name: string;
  /** Per client IP address. */
  perIp: number;
  /** Also per signed-in account (the verified caller), wherever it calls from. */
  perPrincipal?: number;
  windowSeconds: number;
}

/**
 * A sign-in route's budgets (SignInThrottleService): guessing stays expensive, but only the guesser's
 * own address, never the owner, is refused for long.
 */
export interface SignInThrottlePolicy {
  name: string;
  /** Attempts from one address at any accounts. */
  perIp: number;
  /** Attempts at one account from one address (or from one known device). */
  perAccountAndClient: number;
  /** Failures at an account, from anywhere, before its attempts are spaced out by growing delays. */
  freeFailures: number;
  windowSeconds: number;
}

/** The policies, in one place. */
export const RATE_LIMITS = {
  signUp: { name: 'sign-up', perIp: 10, windowSeconds: 60 * 60 },
  contactForm: { name: 'contact-form', perIp: 5, windowSeconds: 10 * 60 },
  passwordChange: { name: 'password-change', perIp: 20, perPrincipal: 10, windowSeconds: 15 * 60 },
  /** "Forgot password?" mails: as many as sign-ups. */
  passwordReset: { name: 'password-reset', perIp: 10, windowSeconds: 60 * 60 },
  /** Checking and using one-time links (tokens cannot be guessed; this bounds the trying). */
  passwordLink: { name: 'password-link', perIp: 60, windowSeconds: 15 * 60 },
  /** The digest's unsubscribe link and its way back (random tokens; this bounds the trying). */
  digestLink: { name: 'digest-link', perIp: 60, windowSeconds: 15 * 60 },
  /** New conversations: a buyer writing to many exporters at once is spam (messages in them are not limited). */
  conversationStart: { name: 'conversation-start', perIp: 120, perPrincipal: 60, windowSeconds: 60 * 60 },
  /** The contact check's texted codes: each text costs, and a number is not to be flooded. */
  verificationPhoneCode: {
    name: 'verification-phone-code',
    perIp: 30,
    perPrincipal: 10,
    windowSeconds: 60 * 60,
  },
  /** Logo and product picture uploads: each is decoded and resized, so the CPU they take is bounded. */
  imageUpload: { name: 'image-upload', perIp: 120, perPrincipal: 60, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitPolicy>;

export const SIGN_IN_THROTTLES = {
  signIn: { name: 'sign-in', perIp: 30, perAccountAndClient: 10, freeFailures: 5, windowSeconds: 15 * 60 },
  adminSignIn: {
    name: 'admin-sign-in',
    perIp: 20,
    perAccountAndClient: 10,
    freeFailures: 5,
    windowSeconds: 15 * 60,
  },
} as const satisfies Record<string, SignInThrottlePolicy>;

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a few minutes and try again.';
