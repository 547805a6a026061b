import { useEmailAuth } from '@ped/web-kit/forms';
import { useNavigate } from '@ped/web-kit/ui';

/** Spec: success of a sign-in (or of a sign-up, once its e-mail's link is opened) goes to the registration wizard. */
export const BUYER_HOME_AFTER_SIGN_IN = '/buyer-registration';

/**
 * Buyer sign-in and sign-up. `next()` says where success leads: the registration wizard (spec), or back where the
 * buyer came from when a sign-in was asked for on the way somewhere (`returnTo`, e.g. from the sign-in choice),
 * which a sign-up sends on for its mailed link (the wizard first, then there).
 */
export function useBuyerAuth(next: () => string = () => BUYER_HOME_AFTER_SIGN_IN, returnTo?: string) {
  const navigate = useNavigate();
  return useEmailAuth({
    signInPath: '/api/buyer/login',
    signUpPath: '/api/buyer/register',
    onSignedIn: () => navigate(next()),
    returnTo,
  });
}
