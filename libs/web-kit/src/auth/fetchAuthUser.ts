import { throwIfResNotOk } from '../api/apiRequest';
import type { AuthUser } from './authUser';

/** The current user, or null when signed out (401) or when the endpoint does not exist yet (404). */
export async function fetchAuthUser({ signal }: { signal: AbortSignal }): Promise<AuthUser | null> {
  const res = await fetch('/api/auth/user', { credentials: 'include', signal });
  if (res.status === 401 || res.status === 404) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as AuthUser;
}
