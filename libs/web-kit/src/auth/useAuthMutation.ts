import type { SignInResultDto } from '@ped/contracts/identity';
import { apiRequest } from '../api/apiRequest';
import { useInvalidatingMutation } from '../api/useInvalidatingMutation';
import { AUTH_USER_QUERY_KEY } from './authUser';

/** A sign-in or sign-up answer; null for a sign-out (204). */
export type AuthMutationResult = SignInResultDto | null;

/**
 * POSTs to a sign-in, sign-up, password-change or sign-out route and then refreshes the auth user: the
 * answer's user is shown at once and `/api/auth/user` is read again (the cookies are the truth). A sign-out
 * also drops every other cached answer (they belonged to the previous user).
 */
export function useAuthMutation<TBody = void>(path: string) {
  return useInvalidatingMutation<AuthMutationResult, TBody>({
    mutationFn: async (body) => {
      const res = await apiRequest('POST', path, body);
      return res.status === 204 ? null : ((await res.json()) as SignInResultDto);
    },
    onSuccess: (result, _body, queryClient) => {
      queryClient.setQueryData(AUTH_USER_QUERY_KEY, result?.user ?? null);
      if (!result) {
        queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] !== AUTH_USER_QUERY_KEY[0] });
      }
    },
    invalidates: [AUTH_USER_QUERY_KEY],
  });
}
