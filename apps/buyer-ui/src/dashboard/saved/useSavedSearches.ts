import type { SavedSearchDto } from '@ped/contracts/catalog';
import { apiRequest, useInvalidatingMutation, useQuery } from '@ped/web-kit';

export const SAVED_SEARCHES_KEY = ['/api/buyer/saved-searches'] as const;

/** GET /api/buyer/saved-searches: each with how many exporters match now and how many are new. */
export function useSavedSearches() {
  return useQuery<SavedSearchDto[]>({ queryKey: SAVED_SEARCHES_KEY });
}

/** POST /api/buyer/saved-searches/{id}/open: "new since last opened" starts again from now. */
export function useOpenSavedSearch(id: number) {
  return useInvalidatingMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', `/api/buyer/saved-searches/${id}/open`);
      return (await res.json()) as SavedSearchDto;
    },
    invalidates: [SAVED_SEARCHES_KEY],
  });
}

/** DELETE /api/buyer/saved-searches/{id} */
export function useDeleteSavedSearch(id: number) {
  return useInvalidatingMutation({
    mutationFn: () => apiRequest('DELETE', `/api/buyer/saved-searches/${id}`),
    invalidates: [SAVED_SEARCHES_KEY],
  });
}
