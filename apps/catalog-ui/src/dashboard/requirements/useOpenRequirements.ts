import type {
  MyQuotationListDto,
  OpenRequirementListDto,
  QuotationCommand,
  RequirementAlertListDto,
  QuotationDto,
} from '@ped/contracts/catalog';
import { apiRequest, useInvalidatingMutation, useQuery } from '@ped/web-kit';
import { MY_EXPORTER_KEY } from '../useWorkspace';

// Under the workspace's key (its data is the caller's own); a quotation changes both lists.
const OPEN_KEY = ['/api/requirements'] as const;
const MINE_KEY = [...MY_EXPORTER_KEY, 'responses'] as const;
const ALERTS_KEY = [...MY_EXPORTER_KEY, 'requirement-alerts'] as const;
/** Requests on one page of the tab. */
export const REQUESTS_PAGE_SIZE = 10;

export interface OpenRequestsFilter {
  categoryId: number | null;
  q: string;
  page: number;
}

/** Open requirements, newest first (GET /api/requirements); waits while `enabled` is false. */
export function useOpenRequirements({ categoryId, q, page }: OpenRequestsFilter, enabled: boolean) {
  return useQuery<OpenRequirementListDto>({
    queryKey: [...OPEN_KEY, { categoryId, q, page, pageSize: REQUESTS_PAGE_SIZE }],
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** The exporter's own quotations with the month's allowance. */
export function useMyQuotations() {
  return useQuery<MyQuotationListDto>({ queryKey: MINE_KEY });
}

/** Sends a quotation, or edits the pending one (the same route). */
export function useSubmitQuotation() {
  return useInvalidatingMutation({
    mutationFn: async ({ requirementId, quote }: { requirementId: number; quote: QuotationCommand }) => {
      const res = await apiRequest('POST', `/api/requirements/${requirementId}/responses`, quote);
      return { created: res.status === 201, response: (await res.json()) as QuotationDto };
    },
    invalidates: [OPEN_KEY, MINE_KEY],
  });
}

/** New requests in the exporter's categories as they were posted, and how many are unseen (approved only). */
export function useRequirementAlerts(enabled: boolean) {
  return useQuery<RequirementAlertListDto>({ queryKey: ALERTS_KEY, enabled });
}

/** The exporter opened Buying Requests: its alerts so far are seen (the answer is the new list). */
export function useMarkAlertsSeen() {
  return useInvalidatingMutation({
    mutationFn: async () =>
      (await (
        await apiRequest('POST', '/api/my-exporter/requirement-alerts/seen')
      ).json()) as RequirementAlertListDto,
    onSuccess: (alerts, _variables, queryClient) => {
      queryClient.setQueryData(ALERTS_KEY, alerts);
    },
    invalidates: [],
  });
}
