import type { SaveSearchCommand, SavedSearchDto } from '@ped/contracts/catalog';
import { apiRequest, useInvalidatingMutation } from '@ped/web-kit';

/** The buyer's saved searches, as the dashboard's Saved tab lists them. */
export const SAVED_SEARCHES_KEY = ['/api/buyer/saved-searches'] as const;

/** POST /api/buyer/saved-searches: keeps the browse page's filters under a name the server makes from them. */
export function useSaveSearch() {
  return useInvalidatingMutation({
    mutationFn: async (command: SaveSearchCommand) => {
      const res = await apiRequest('POST', '/api/buyer/saved-searches', command);
      return (await res.json()) as SavedSearchDto;
    },
    invalidates: [SAVED_SEARCHES_KEY],
  });
}
