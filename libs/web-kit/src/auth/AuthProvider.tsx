import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { AuthContext } from './authContext';
import type { AuthState } from './authUser';
import { authUserQuery } from './authUserQuery';
import { readSignedInHint } from './signedInHint';

/** Reads `/api/auth/user` once (never retried); any failure counts as signed out. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isLoading } = useQuery(authUserQuery);
  // Read once: the hint only bridges the first read of /api/auth/user (the server renders none: useAuth).
  const [hint] = useState(readSignedInHint);
  const value = useMemo<AuthState>(
    () => ({
      user: data ?? null,
      isLoading,
      isAuthenticated: Boolean(data),
      signedInAs: isLoading ? hint : null,
    }),
    [data, isLoading, hint],
  );
  // TanStack Query's updates are synchronous (useSyncExternalStore), and a synchronous context change
  // reaching a server-rendered Suspense boundary that has not hydrated yet makes React drop its HTML and render it
  // anew (fallback flash). Deferred, the change waits for hydration like a transition.
  const deferred = useDeferredValue(value);
  return <AuthContext.Provider value={deferred}>{children}</AuthContext.Provider>;
}
