import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { AuthContext } from './authContext';
import type { AuthState } from './authUser';
import { authUserQuery } from './authUserQuery';

/** Reads `/api/auth/user` once (never retried); any failure counts as signed out. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isLoading } = useQuery(authUserQuery);
  const value = useMemo<AuthState>(
    () => ({ user: data ?? null, isLoading, isAuthenticated: Boolean(data) }),
    [data, isLoading],
  );
  // TanStack Query's updates are synchronous (useSyncExternalStore), and a synchronous context change
  // reaching a server-rendered Suspense boundary that has not hydrated yet makes React drop its HTML and render it
  // anew (fallback flash). Deferred, the change waits for hydration like a transition.
  const deferred = useDeferredValue(value);
  return <AuthContext.Provider value={deferred}>{children}</AuthContext.Provider>;
}
