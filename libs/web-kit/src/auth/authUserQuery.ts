import { AUTH_USER_QUERY_KEY } from './authUser';
import { fetchAuthUser } from './fetchAuthUser';

/** The one read of `/api/auth/user` (never retried; any failure counts as signed out). */
export const authUserQuery = { queryKey: AUTH_USER_QUERY_KEY, queryFn: fetchAuthUser, retry: false } as const;
