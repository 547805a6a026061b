import type { SignInResultDto } from '@ped/contracts/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/apiRequest';
import { AUTH_USER_QUERY_KEY } from './authUser';

/** A sign-in or sign-up answer; null for a sign-out (204). */
export type AuthMutationResult = SignInResultDto | null;

/**
 * POSTs to a sign-in, sign-up, password-change or sign-out route and then refreshes the auth user: the
 * answer's user is shown at once and `/api/auth/user` is read again (the cookies are the truth). A sign-out
 * also drops every other cached answer (they belonged to the previous user).
 */
export function useAuthMutation<TBody = void>(path: string) {
  const queryClient = useQueryClient();
  return useMutation<AuthMutationResult, Error, TBody>({
    mutationFn: async (body) => {
      const res = await apiRequest('POST', path, body);
      return res.status === 204 ? null : ((await res.json()) as SignInResultDto);
    },
    onSuccess: async (result) => {
      queryClient.setQueryData(AUTH_USER_QUERY_KEY, result?.user ?? null);
      if (!result) {
        queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] !== AUTH_USER_QUERY_KEY[0] });
      }
      await queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
    },
  });
}
