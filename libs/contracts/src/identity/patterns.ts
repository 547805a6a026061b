/** Request/reply patterns served by the identity service (its features add theirs here). */
export const IDENTITY_PATTERNS = {} as const;
