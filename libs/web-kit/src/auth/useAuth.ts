import { useContext } from 'react';
import { AuthContext } from './authContext';
import type { AuthState } from './authUser';

/** The visitor's sign-in state; must be used under `AuthProvider` (part of `AppProviders`). */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
