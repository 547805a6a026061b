import type { ErrorCode } from './errors.js';

/*
 * Stable, machine-readable reasons: clients and tests branch on `reason`, never on `message` (the spec's
 * text, free to change). Each context's map names its reasons and the one code each answers with, so a
 * reason always comes with the same code and therefore the same HTTP status. Plain values only: the
 * apps may import them.
 */

/** The HTTP layer's and the plumbing's own refusals (gateway, edge, any service). */
export const COMMON_REASONS = {
  /** A DTO refused fields; `details` names each. */
  INVALID_FIELDS: 'VALIDATION_FAILED',
  MALFORMED_BODY: 'VALIDATION_FAILED',
  MALFORMED_URL: 'VALIDATION_FAILED',
  BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_CONTENT: 'UNSUPPORTED_MEDIA_TYPE',
  URL_TOO_LONG: 'URI_TOO_LONG',
  SIGN_IN_REQUIRED: 'UNAUTHORIZED',
  NOT_PERMITTED: 'FORBIDDEN',
  CROSS_SITE_REQUEST: 'FORBIDDEN',
  /** The admin console still has its first password: nothing but a password change is allowed. */
  PASSWORD_CHANGE_REQUIRED: 'FORBIDDEN',
  ROUTE_NOT_FOUND: 'NOT_FOUND',
  TOO_MANY_REQUESTS: 'RATE_LIMITED',
  /** Sign-in attempts to one account are being spaced out. */
  SIGN_IN_ATTEMPTS_SPACED: 'RATE_LIMITED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  SERVICE_TIMEOUT: 'SERVICE_UNAVAILABLE',
  INTERNAL_ERROR: 'INTERNAL',
} as const satisfies Record<string, ErrorCode>;

export const IDENTITY_REASONS = {
  INVALID_CREDENTIALS: 'UNAUTHORIZED',
  /** The account a session names no longer exists (or is disabled). */
  ACCOUNT_NOT_FOUND: 'UNAUTHORIZED',
  EMAIL_TAKEN: 'CONFLICT',
  BUYER_PROFILE_NOT_FOUND: 'NOT_FOUND',
  /** No buyer account with that id (the admin console's buyer verification). */
  BUYER_NOT_FOUND: 'NOT_FOUND',
  CURRENT_PASSWORD_INCORRECT: 'VALIDATION_FAILED',
  PASSWORD_UNCHANGED: 'VALIDATION_FAILED',
  PASSWORD_TOO_COMMON: 'VALIDATION_FAILED',
  ADMIN_PASSWORD_TOO_SHORT: 'VALIDATION_FAILED',
  /** A one-time password link was used before, or has expired; the page offers a new one. */
  PASSWORD_LINK_USED: 'GONE',
  PASSWORD_LINK_EXPIRED: 'GONE',
  /** No link with that token (the same answer, whatever the token looks like). */
  PASSWORD_LINK_UNKNOWN: 'NOT_FOUND',
  /** A sign-up link was used before, or has expired; signing up again mails a new one. */
  SIGN_UP_LINK_USED: 'GONE',
  SIGN_UP_LINK_EXPIRED: 'GONE',
  SIGN_UP_LINK_UNKNOWN: 'NOT_FOUND',
  /** Admin sign-in: the password was right, the account has two-factor on and no code came (no session). */
  TWO_FACTOR_REQUIRED: 'UNAUTHORIZED',
  /** Admin sign-in: the code or recovery code is wrong or used; it counts as a failed sign-in. */
  TWO_FACTOR_INVALID: 'UNAUTHORIZED',
  /** Turning two-factor on or off: the code does not match (400 naming `code`). */
  TWO_FACTOR_CODE_INCORRECT: 'VALIDATION_FAILED',
  /** Enable without a setup waiting for its first code. */
  TWO_FACTOR_NOT_PENDING: 'CONFLICT',
  TWO_FACTOR_ALREADY_ENABLED: 'CONFLICT',
  TWO_FACTOR_NOT_ENABLED: 'CONFLICT',
} as const satisfies Record<string, ErrorCode>;

export const CATALOG_REASONS = {
  EXPORTER_NOT_FOUND: 'NOT_FOUND',
  CATEGORY_NOT_FOUND: 'NOT_FOUND',
  CATEGORY_SLUG_TAKEN: 'CONFLICT',
  APPLICATION_EMAIL_TAKEN: 'CONFLICT',
  /** No requirement of the caller's with that id (another buyer's is not found either). */
  REQUIREMENT_NOT_FOUND: 'NOT_FOUND',
  /** A requirement names a category that does not exist (400 naming categoryId). */
  REQUIREMENT_CATEGORY_UNKNOWN: 'VALIDATION_FAILED',
  /** The exporter is not in the caller's saved list. */
  SAVED_EXPORTER_NOT_FOUND: 'NOT_FOUND',
  SAVED_SEARCH_NOT_FOUND: 'NOT_FOUND',
  SAVED_SEARCH_LIMIT_REACHED: 'CONFLICT',
  /** The signed-in exporter account has no exporter profile yet (every /api/my-exporter route). */
  EXPORTER_PROFILE_NOT_FOUND: 'NOT_FOUND',
  /** POST /api/exporters from an account that owns a profile. */
  EXPORTER_PROFILE_EXISTS: 'CONFLICT',
  /** No product of the caller's exporter with that id (another's is not found either). */
  PRODUCT_NOT_FOUND: 'NOT_FOUND',
  /** A product names a category that does not exist (400 naming categoryId). */
  PRODUCT_CATEGORY_UNKNOWN: 'VALIDATION_FAILED',
  /** The Basic plan's limit (PLAN_LIMIT_MESSAGES says which and what lifts it). */
  PLAN_LIMIT_REACHED: 'FORBIDDEN',
  /** Approving or rejecting an exporter that is not pending. */
  EXPORTER_NOT_PENDING: 'CONFLICT',
  /** Requirements: a requirement that is closed (or made private) takes no quotation. */
  REQUIREMENT_CLOSED: 'CONFLICT',
  /** A requirement whose deadline has passed takes no quotation. */
  REQUIREMENT_EXPIRED: 'GONE',
  /** No quotation with that id to that requirement of the caller's (another's is not found either). */
  RESPONSE_NOT_FOUND: 'NOT_FOUND',
  /** Editing, accepting or declining a quotation the buyer decided already (accepting it again answers as before). */
  RESPONSE_DECIDED: 'CONFLICT',
  /**
   * Reading requirements, quoting, adding products or sending verification evidence from an exporter profile
   * that is not approved (pending or rejected); EXPORTER_APPROVAL_MESSAGES says why and what comes next.
   */
  EXPORTER_NOT_APPROVED: 'FORBIDDEN',
  /** Verifying an exporter whose profile was rejected. */
  EXPORTER_REJECTED: 'CONFLICT',
  /** The verification ladder: no submission with that id (the admin review). */
  VERIFICATION_REQUEST_NOT_FOUND: 'NOT_FOUND',
  /** Reviewing a submission that was reviewed already. */
  VERIFICATION_NOT_PENDING: 'CONFLICT',
  /** Submitting a check while an earlier submission of it waits for review. */
  VERIFICATION_ALREADY_PENDING: 'CONFLICT',
  /** The contact check's e-mailed or texted code is wrong, used up or expired (400 naming emailCode, phoneCode). */
  VERIFICATION_CODE_INCORRECT: 'VALIDATION_FAILED',
  /** The contact check's phone is not a number that can be texted (400 naming phone). */
  VERIFICATION_PHONE_INVALID: 'VALIDATION_FAILED',
  /** A membership or audit-report submission with neither a link nor an uploaded file (400 naming link). */
  VERIFICATION_EVIDENCE_MISSING: 'VALIDATION_FAILED',
  /** No evidence file with that id that the caller may see (another exporter's is not found either). */
  VERIFICATION_DOCUMENT_NOT_FOUND: 'NOT_FOUND',
  /** A check holds VERIFICATION_DOCUMENTS_PER_CHECK files already (409 naming file). */
  VERIFICATION_DOCUMENT_LIMIT_REACHED: 'CONFLICT',
  /** Removing a file whose submission was reviewed. */
  VERIFICATION_DOCUMENT_REVIEWED: 'CONFLICT',
  /** No exporter's digest has that unsubscribe token (the same answer, whatever the token looks like). */
  DIGEST_TOKEN_UNKNOWN: 'NOT_FOUND',
} as const satisfies Record<string, ErrorCode>;

export const MESSAGING_REASONS = {
  /** No public exporter with that id (as far as the catalog's events have told messaging). */
  EXPORTER_NOT_FOUND: 'NOT_FOUND',
  /** No conversation with that id of which the caller is a party (another's is not found either). */
  CONVERSATION_NOT_FOUND: 'NOT_FOUND',
  /** Sending into an archived or blocked conversation, or changing a closed one's status. */
  CONVERSATION_CLOSED: 'CONFLICT',
  /** A report names a message that is not in the conversation (400 naming messageId). */
  REPORTED_MESSAGE_UNKNOWN: 'VALIDATION_FAILED',
  /** The exporter account owns no exporter profile (the exporter workspace's inquiries). */
  EXPORTER_PROFILE_NOT_FOUND: 'NOT_FOUND',
  /** No inquiry with that id to the caller's exporter (another exporter's is not found either). */
  INQUIRY_NOT_FOUND: 'NOT_FOUND',
  /** A locked inquiry (beyond the Basic plan's monthly contacts) cannot be answered until an upgrade. */
  PLAN_LIMIT_REACHED: 'FORBIDDEN',
  /** An administrator blocks a conversation that is archived or blocked already (only an active one can be). */
  CONVERSATION_NOT_ACTIVE: 'CONFLICT',
  /**
   * The buyer and the exporter are blocked (a party or an administrator blocked one of their conversations):
   * no new conversation, message or inquiry between them until an administrator unblocks them.
   */
  CONTACT_BLOCKED: 'FORBIDDEN',
  /** An administrator suspended the buyer from starting conversations and sending inquiries. */
  BUYER_SUSPENDED: 'FORBIDDEN',
  /** An administrator unblocks a conversation whose buyer and exporter are not blocked. */
  CONVERSATION_NOT_BLOCKED: 'CONFLICT',
  /** No buyer with that id as far as identity's events have told messaging (suspending one). */
  BUYER_NOT_FOUND: 'NOT_FOUND',
  BUYER_ALREADY_SUSPENDED: 'CONFLICT',
  /** Lifting the suspension of a buyer who is not suspended. */
  SUSPENSION_NOT_FOUND: 'NOT_FOUND',
} as const satisfies Record<string, ErrorCode>;

/** The admin service's own refusals (the console's moderation queue). */
export const ADMIN_REASONS = {
  MODERATION_ITEM_NOT_FOUND: 'NOT_FOUND',
  /** Resolving or dismissing a report that was already decided. */
  MODERATION_NOT_PENDING: 'CONFLICT',
} as const satisfies Record<string, ErrorCode>;

/** Every reason with its code (a reason two contexts share has the same code in both: errors.spec.ts). */
export const ERROR_REASONS = {
  ...COMMON_REASONS,
  ...IDENTITY_REASONS,
  ...CATALOG_REASONS,
  ...MESSAGING_REASONS,
  ...ADMIN_REASONS,
} as const;

export type ErrorReason = keyof typeof ERROR_REASONS;
