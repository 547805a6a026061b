import type { SavedExporterDto } from '@ped/contracts/catalog';
import { apiRequest, useInvalidatingMutation, useQuery } from '@ped/web-kit';

/** The buyer's saved exporters (this tab, the Overview's count) and their ids (catalog-ui's Save toggles). */
export const SAVED_EXPORTERS_KEY = ['/api/buyer/saved-exporters'] as const;
const SAVED_EXPORTER_IDS_KEY = ['/api/buyer/saved-exporters/ids'] as const;

/** GET /api/buyer/saved-exporters: newest first. */
export function useSavedExporters() {
  return useQuery<SavedExporterDto[]>({ queryKey: SAVED_EXPORTERS_KEY });
}

/** PATCH /api/buyer/saved-exporters/{exporterId}: the buyer's own note ("" clears it). */
export function useUpdateNotes(exporterId: number) {
  return useInvalidatingMutation({
    mutationFn: async (notes: string) => {
      const res = await apiRequest('PATCH', `/api/buyer/saved-exporters/${exporterId}`, { notes });
      return (await res.json()) as SavedExporterDto;
    },
    invalidates: [SAVED_EXPORTERS_KEY],
  });
}

/** DELETE /api/buyer/saved-exporters/{exporterId}: off the list and off the Save toggles. */
export function useRemoveSaved(exporterId: number) {
  return useInvalidatingMutation({
    mutationFn: () => apiRequest('DELETE', `/api/buyer/saved-exporters/${exporterId}`),
    invalidates: [SAVED_EXPORTERS_KEY, SAVED_EXPORTER_IDS_KEY],
  });
}
