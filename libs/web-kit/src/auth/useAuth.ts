import { useContext, useSyncExternalStore } from 'react';
import { AuthContext } from './authContext';
import type { AuthState } from './authUser';

const subscribeNever = () => () => {};
/** What the server renders (it never knows the visitor) and so what hydration must render too. */
const AS_ON_THE_SERVER: AuthState = { user: null, isLoading: true, isAuthenticated: false, signedInAs: null };

/** The visitor's sign-in state; must be used under `AuthProvider` (part of `AppProviders`). */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  // false on the server and while React hydrates this component (even a Suspense boundary hydrated late, after
  // the sign-in state arrived), true afterwards: React re-renders it with the real state once hydrated.
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return hydrated ? state : AS_ON_THE_SERVER;
}
