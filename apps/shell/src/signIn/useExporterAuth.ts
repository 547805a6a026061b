import { useEmailAuth } from '@ped/web-kit/forms';

/** Exporter accounts: sign-in and sign-up on the shell's sign-in page (a sign-up sends `returnTo` on). */
export function useExporterAuth(onSignedIn: () => void, returnTo?: string) {
  return useEmailAuth({
    signInPath: '/api/auth/login',
    signUpPath: '/api/auth/register',
    onSignedIn,
    returnTo,
  });
}
