/** The daily digest of new requirements to matching exporters (issue 20). */
export const REQUIREMENT_DIGEST = {
  /** Requests listed in one mail; more are counted and left to the Buying Requests tab. */
  maxListed: 20,
  /** A digest lists requests posted at most this many days before it (an exporter's first, or one after a pause). */
  windowDays: 7,
} as const;

/** The prompt alert of each new request in an exporter's categories (its dashboard, and its e-mail). */
export const REQUIREMENT_ALERTS = {
  /** Alerts the dashboard lists, newest first. */
  listed: 20,
} as const;

export const REQUIREMENT_DIGEST_MESSAGES = {
  tokenRequired: 'The link has no token',
  unknownToken: 'This link is not valid (it may be incomplete): open it again from the latest e-mail',
  unsubscribed: 'You will no longer receive e-mails of new buying requests',
  subscribed: 'You will receive e-mails of new buying requests again',
} as const;
