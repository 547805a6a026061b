import { apiErrorStatus, leavePage, signInUrl, toast } from '@ped/web-kit';

/** Spec: the sign-in page follows the "Session Expired" toast after 1 s. */
export const SESSION_EXPIRED_DELAY_MS = 1000;

/**
 * For a change refused with 401: "Session Expired", then the sign-in (and back to `returnTo`). False for any other
 * error, which the caller reports itself.
 */
export function handleSessionExpired(error: unknown, returnTo: string): boolean {
  if (apiErrorStatus(error) !== 401) return false;
  void toast({
    title: 'Session Expired',
    description: 'Please login again to continue.',
    variant: 'destructive',
  })
    .catch(() => undefined)
    .then(() => window.setTimeout(() => leavePage.to(signInUrl(returnTo)), SESSION_EXPIRED_DELAY_MS));
  return true;
}
