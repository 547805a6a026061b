/** Request/reply patterns served by the messaging service (its features add theirs here). */
export const MESSAGING_PATTERNS = {} as const;
