import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { AuthContext } from './authContext';
import { AUTH_USER_QUERY_KEY, type AuthState } from './authUser';
import { fetchAuthUser } from './fetchAuthUser';

/** Reads `/api/auth/user` once (never retried); any failure counts as signed out. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isLoading } = useQuery({
    queryKey: AUTH_USER_QUERY_KEY,
    queryFn: fetchAuthUser,
    retry: false,
  });
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
