import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AuthUser } from './authUser';
import { authUserQuery } from './authUserQuery';

/**
 * A stable function answering the visitor's sign-in state when it is called (waiting for it if it is still being
 * read; null when signed out or unreadable). For what a click decides: unlike `useAuth`, the component is not
 * re-rendered when the state arrives, which on a server-rendered list re-rendered every card just after hydration.
 */
export function useAuthUserReader(): () => Promise<AuthUser | null> {
  const client = useQueryClient();
  return useCallback(() => client.ensureQueryData(authUserQuery).catch(() => null), [client]);
}
