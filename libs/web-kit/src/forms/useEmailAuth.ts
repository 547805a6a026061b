import { AUTH_MESSAGES } from '@ped/contracts/options';
// From the shared entry, not by relative path: this entry is a chunk of its own, and the toast store is module state.
import { apiErrorMessage, toast, useAuthMutation } from '@ped/web-kit';
import type { SignInValues } from './authValidation';
import type { SignUpPayload } from './EmailSignUpForm';

export interface EmailAuthOptions {
  /** e.g. /api/buyer/login and /api/buyer/register */
  signInPath: string;
  signUpPath: string;
  /** The success toast of a sign-up (sign-in's is the spec's "Login Successful"). */
  signedUp: { title: string; description: string };
  /** Runs after either succeeds; the auth user is already refreshed. */
  onSignedIn: () => void;
}

/** E-mail sign-in and sign-up with the spec's toasts, for buyers and exporters alike. */
export function useEmailAuth({ signInPath, signUpPath, signedUp, onSignedIn }: EmailAuthOptions) {
  const signIn = useAuthMutation<SignInValues>(signInPath);
  const signUp = useAuthMutation<SignUpPayload>(signUpPath);

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
    signUp.mutate(values, {
      onSuccess: () => {
        toast(signedUp);
        onSignedIn();
      },
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
    /** True from a successful answer on: the page is about to leave. */
    isDone: signIn.isSuccess || signUp.isSuccess,
  };
}
