import type { BuyerRequirementDto } from '@ped/contracts/catalog';
import { apiRequest, useInvalidatingMutation, useQuery } from '@ped/web-kit';
import type { RequirementCommand } from './requirementForm';

export const REQUIREMENTS_KEY = ['/api/buyer/requirements'] as const;

/** The buyer's own requirements, newest first (GET /api/buyer/requirements). */
export function useRequirements() {
  return useQuery<BuyerRequirementDto[]>({ queryKey: REQUIREMENTS_KEY });
}

/** Posts a requirement (POST) or edits one of the buyer's own (PATCH /api/buyer/requirements/{id}). */
export function useSaveRequirement() {
  return useInvalidatingMutation({
    mutationFn: async ({ id, command }: { id?: number; command: RequirementCommand }) => {
      const res = id
        ? await apiRequest('PATCH', `/api/buyer/requirements/${id}`, command)
        : await apiRequest('POST', '/api/buyer/requirements', command);
      return (await res.json()) as BuyerRequirementDto;
    },
    invalidates: [REQUIREMENTS_KEY],
  });
}

/** Closes a requirement or reopens it (one past its deadline is reopened by editing its deadline). */
export function useSetRequirementStatus() {
  return useInvalidatingMutation({
    mutationFn: async ({ id, status }: { id: number; status: 'active' | 'closed' }) => {
      const res = await apiRequest('PATCH', `/api/buyer/requirements/${id}`, { status });
      return (await res.json()) as BuyerRequirementDto;
    },
    invalidates: [REQUIREMENTS_KEY],
  });
}
