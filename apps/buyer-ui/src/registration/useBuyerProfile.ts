import type { BuyerProfileDto } from '@ped/contracts/identity';
import { apiErrorStatus, useQuery } from '@ped/web-kit';

export const BUYER_PROFILE_KEY = ['/api/buyer/profile'] as const;

/**
 * The signed-in buyer's profile (GET /api/buyer/profile). `missing` when the wizard was never completed (404
 * BUYER_PROFILE_NOT_FOUND), which is not an error to show but a reason to send the buyer to the wizard.
 */
export function useBuyerProfile({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery<BuyerProfileDto>({ queryKey: BUYER_PROFILE_KEY, enabled });
  const missing = query.isError && apiErrorStatus(query.error) === 404;
  return { ...query, missing };
}
