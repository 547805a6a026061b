import { useEmailAuth } from '@ped/web-kit/forms';

/** Exporter accounts: sign-in and sign-up on the shell's sign-in page. */
export function useExporterAuth(onSignedIn: () => void) {
  return useEmailAuth({
    signInPath: '/api/auth/login',
    signUpPath: '/api/auth/register',
    onSignedIn,
  });
}
