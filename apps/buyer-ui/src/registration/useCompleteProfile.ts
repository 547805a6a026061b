import type { BuyerProfileDto, CompleteBuyerProfileCommand } from '@ped/contracts/identity';
import { apiRequest, AUTH_USER_QUERY_KEY, useInvalidatingMutation } from '@ped/web-kit';
import { BUYER_PROFILE_KEY } from './useBuyerProfile';

/**
 * POST /api/buyer/complete-profile (first time or again to edit). The answer is the profile the dashboard reads;
 * the account's names and `hasBuyerProfile` change with it, so /api/auth/user is read again (spec).
 */
export function useCompleteProfile() {
  return useInvalidatingMutation({
    mutationFn: async (command: CompleteBuyerProfileCommand) => {
      const res = await apiRequest('POST', '/api/buyer/complete-profile', command);
      return (await res.json()) as BuyerProfileDto;
    },
    onSuccess: (profile, _command, queryClient) => {
      queryClient.setQueryData(BUYER_PROFILE_KEY, profile);
    },
    invalidates: [AUTH_USER_QUERY_KEY],
  });
}
