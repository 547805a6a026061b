import type { Audit } from './ledger.js';

/** The profile: `full` (npm run test:resilience) or `quick` (the subset npm test runs). */
export const FULL = process.env.RESILIENCE_PROFILE === 'full';

/** One line of a test's figures, printed to the console (and so to the run's output). */
export function report(name: string, audit: Audit, extra: Record<string, string | number> = {}): void {
  const figures = {
    sent: audit.sent,
    accepted: audit.accepted,
    stored: audit.stored,
    lost: audit.lost,
    duplicated: audit.duplicated,
    '503s': `${audit.refused503} (Retry-After on ${audit.withRetryAfter}, slowest ${audit.slowestRefusalMs} ms)`,
    unanswered: audit.unanswered,
    'stored though not accepted': audit.storedUnanswered,
    'other answers':
      Object.entries(audit.otherStatuses)
        .map(([what, n]) => `${n}× ${what}`)
        .join(', ') || 'none',
    ...extra,
  };
  const line = Object.entries(figures)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');
  process.stdout.write(`resilience figures | ${name}: ${line}\n`);
}
