import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
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
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
