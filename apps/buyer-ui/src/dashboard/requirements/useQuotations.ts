import type {
  AcceptQuotationResultDto,
  BuyerQuotationDto,
  BuyerQuotationListDto,
} from '@ped/contracts/catalog';
import { apiRequest, useInvalidatingMutation, useQuery } from '@ped/web-kit';
import { REQUIREMENTS_KEY } from './useRequirements';

// Under the requirements' key: a decision also changes the requirement's counts, and both are read again.
const responsesKey = (requirementId: number) => [...REQUIREMENTS_KEY, requirementId, 'responses'] as const;

/** The quotations to one of the buyer's requirements, oldest first (only while `enabled`). */
export function useQuotations(requirementId: number | null, enabled: boolean) {
  return useQuery<BuyerQuotationListDto>({
    queryKey: responsesKey(requirementId ?? 0),
    enabled: enabled && requirementId !== null,
  });
}

const path = (requirementId: number, responseId: number, action: 'accept' | 'decline') =>
  `/api/buyer/requirements/${requirementId}/responses/${responseId}/${action}`;

/** Accepts a quotation (again: the same answer): the quotation and its conversation's id. */
export function useAcceptQuotation() {
  return useInvalidatingMutation({
    mutationFn: async ({ requirementId, responseId }: { requirementId: number; responseId: number }) => {
      const res = await apiRequest('POST', path(requirementId, responseId, 'accept'));
      return (await res.json()) as AcceptQuotationResultDto;
    },
    invalidates: [REQUIREMENTS_KEY],
  });
}

/** Declines a quotation with an optional reason the exporter reads. */
export function useDeclineQuotation() {
  return useInvalidatingMutation({
    mutationFn: async ({
      requirementId,
      responseId,
      reason,
    }: {
      requirementId: number;
      responseId: number;
      reason: string;
    }) => {
      const res = await apiRequest('POST', path(requirementId, responseId, 'decline'), {
        reason: reason.trim() || null,
      });
      return (await res.json()) as BuyerQuotationDto;
    },
    invalidates: [REQUIREMENTS_KEY],
  });
}
