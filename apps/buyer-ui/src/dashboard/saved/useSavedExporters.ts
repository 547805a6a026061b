import type { SavedExporterDto } from '@ped/contracts/catalog';
import { useCallback } from 'react';
import { apiRequest, useInvalidatingMutation, useQuery, useQueryClient } from '@ped/web-kit';

/** The buyer's saved exporters (this tab, the Overview's count) and their ids (catalog-ui's Save toggles). */
export const SAVED_EXPORTERS_KEY = ['/api/buyer/saved-exporters'] as const;
const SAVED_EXPORTER_IDS_KEY = ['/api/buyer/saved-exporters/ids'] as const;

/** GET /api/buyer/saved-exporters: newest first. */
export function useSavedExporters() {
  return useQuery<SavedExporterDto[]>({ queryKey: SAVED_EXPORTERS_KEY });
}

const notesUrl = (exporterId: number) => `/api/buyer/saved-exporters/${exporterId}`;

/** PATCH /api/buyer/saved-exporters/{exporterId}: the buyer's own note ("" clears it). */
export function useUpdateNotes(exporterId: number) {
  return useInvalidatingMutation({
    mutationFn: async (notes: string) => {
      const res = await apiRequest('PATCH', notesUrl(exporterId), { notes });
      return (await res.json()) as SavedExporterDto;
    },
    invalidates: [SAVED_EXPORTERS_KEY],
  });
}

/** The same PATCH as the page is left: sent with keepalive, so it arrives after the page is gone. */
export function useSendNotesOnLeave(exporterId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (notes: string) =>
      apiRequest('PATCH', notesUrl(exporterId), { notes }, { keepalive: true })
        .then(() => queryClient.invalidateQueries({ queryKey: SAVED_EXPORTERS_KEY }))
        .catch(() => undefined), // nothing is left on screen to say it failed
    [exporterId, queryClient],
  );
}

/** DELETE /api/buyer/saved-exporters/{exporterId}: off the list and off the Save toggles. */
export function useRemoveSaved(exporterId: number) {
  return useInvalidatingMutation({
    mutationFn: () => apiRequest('DELETE', `/api/buyer/saved-exporters/${exporterId}`),
    invalidates: [SAVED_EXPORTERS_KEY, SAVED_EXPORTER_IDS_KEY],
  });
}
