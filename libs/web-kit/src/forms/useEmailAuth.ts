import type { SignUpAcceptedDto } from '@ped/contracts/identity';
import { AUTH_MESSAGES } from '@ped/contracts/options';
// From the shared entry, not by relative path: this entry is a chunk of its own, and the toast store is module state.
import { apiErrorMessage, apiRequest, toast, useAuthMutation, useInvalidatingMutation } from '@ped/web-kit';
import type { SignInValues } from './authValidation';
import type { SignUpPayload } from './EmailSignUpForm';

export interface EmailAuthOptions {
  /** e.g. /api/buyer/login and /api/buyer/register */
  signInPath: string;
  signUpPath: string;
  /** Runs after a sign-in succeeds; the auth user is already refreshed. */
  onSignedIn: () => void;
  /** Where the person was headed: a sign-up sends it, and its mailed link's sign-in leads back there. */
  returnTo?: string;
}

/**
 * E-mail sign-in and sign-up with the spec's toasts, for buyers and exporters alike. A sign-up signs nobody
 * in: it mails a link to the address (`signUpSentTo`), and opening it creates the account (/confirm-email).
 */
export function useEmailAuth({ signInPath, signUpPath, onSignedIn, returnTo }: EmailAuthOptions) {
  const signIn = useAuthMutation<SignInValues>(signInPath);
  const signUp = useInvalidatingMutation<SignUpAcceptedDto, SignUpPayload & { returnTo?: string }>({
    mutationFn: async (body) =>
      (await apiRequest('POST', signUpPath, body)).json() as Promise<SignUpAcceptedDto>,
    invalidates: [],
  });

  const submitSignIn = (values: SignInValues) =>
    signIn.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Login Successful', description: 'Welcome back!' });
        onSignedIn();
      },
      onError: (error) =>
        toast({
          title: 'Login Failed',
          description: apiErrorMessage(error, AUTH_MESSAGES.invalidCredentials),
          variant: 'destructive',
        }),
    });

  const submitSignUp = (values: SignUpPayload) =>
    signUp.mutate(returnTo ? { ...values, returnTo } : values, {
      onSuccess: ({ message }) => toast({ title: 'Check Your E-mail', description: message }),
      onError: (error) =>
        toast({
          title: 'Registration Failed',
          description: apiErrorMessage(error, 'Registration failed. Please try again.'),
          variant: 'destructive',
        }),
    });

  return {
    submitSignIn,
    submitSignUp,
    isSigningIn: signIn.isPending,
    isSigningUp: signUp.isPending,
    /** The address a sign-up link went to, until the form is used again. */
    signUpSentTo: signUp.data?.email ?? null,
    /** Back to the sign-up form (to correct the address, or for a new link). */
    resetSignUp: signUp.reset,
    /** True from a successful sign-in on: the page is about to leave. */
    isDone: signIn.isSuccess,
  };
}
