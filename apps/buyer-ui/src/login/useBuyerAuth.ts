import { useEmailAuth } from '@ped/web-kit/forms';
import { useNavigate } from '@ped/web-kit/ui';

/** Spec: success of either sign-in or sign-up goes to the buyer registration wizard. */
export const BUYER_HOME_AFTER_SIGN_IN = '/buyer-registration';

export function useBuyerAuth() {
  const navigate = useNavigate();
  return useEmailAuth({
    signInPath: '/api/buyer/login',
    signUpPath: '/api/buyer/register',
    signedUp: { title: 'Account Created', description: "Welcome! Let's complete your buyer profile." },
    onSignedIn: () => navigate(BUYER_HOME_AFTER_SIGN_IN),
  });
}
