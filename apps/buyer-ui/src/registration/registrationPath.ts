import { safeReturnTo } from '@ped/web-kit';

/** Where a completed registration leads without a `returnTo`. */
export const AFTER_REGISTRATION = '/buyer-dashboard';

/** The wizard, carrying where the buyer was headed (a same-site path only) on to after it. */
export function registrationPath(returnTo: string | null): string {
  const next = safeReturnTo(returnTo, AFTER_REGISTRATION);
  return next === AFTER_REGISTRATION
    ? '/buyer-registration'
    : `/buyer-registration?${new URLSearchParams({ returnTo: next })}`;
}

/** Where the wizard goes once the profile is complete: back where the buyer was headed, else the dashboard. */
export function afterRegistration(returnTo: string | null): string {
  return safeReturnTo(returnTo, AFTER_REGISTRATION);
}
