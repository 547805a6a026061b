import { VERIFICATION_VALID_MONTHS, type VerificationCheck } from '@ped/contracts/options';

/** A check an administrator approved, and when (its checklist row). */
export interface PassedCheck {
  check: VerificationCheck;
  approvedAt: Date;
}

/** When an approval lapses: a year after it, unless the check is approved again. */
export function lapsesAt(approvedAt: Date): Date {
  const end = new Date(approvedAt);
  end.setUTCMonth(end.getUTCMonth() + VERIFICATION_VALID_MONTHS);
  return end;
}

/** The approvals that have not lapsed at `now`. */
export function currentChecks(passed: PassedCheck[], now: Date): PassedCheck[] {
  return passed.filter((item) => lapsesAt(item.approvedAt) > now);
}

/**
 * The one rule of the Verified badge (and the ranking's verification input): the legal-entity check and at
 * least one other check passed and not lapsed.
 */
export function meetsVerifiedRule(passed: PassedCheck[], now: Date): boolean {
  const current = currentChecks(passed, now);
  return (
    current.some((item) => item.check === 'legal_entity') &&
    current.some((item) => item.check !== 'legal_entity')
  );
}
