import type { SavedExporterIdsDto } from '@ped/contracts/catalog';
import {
  apiErrorMessage,
  apiRequest,
  toast,
  useInvalidatingMutation,
  useQuery,
  useQueryClient,
} from '@ped/web-kit';

/** The signed-in buyer's saved exporters (the dashboard's Saved tab) and their ids (the Save toggles). */
export const SAVED_EXPORTERS_KEY = ['/api/buyer/saved-exporters'] as const;
export const SAVED_EXPORTER_IDS_KEY = ['/api/buyer/saved-exporters/ids'] as const;

/** GET /api/buyer/saved-exporters/ids: read once per page however many toggles it shows. Buyers only. */
export function useSavedExporterIds() {
  return useQuery<SavedExporterIdsDto>({ queryKey: SAVED_EXPORTER_IDS_KEY });
}

function withSaved(ids: SavedExporterIdsDto | undefined, exporterId: number, saved: boolean) {
  const others = (ids?.exporterIds ?? []).filter((id) => id !== exporterId);
  return { exporterIds: saved ? [exporterId, ...others] : others };
}

/**
 * Saves (`true`) or removes (`false`) one exporter. The toggles show the change at once; a refused change is
 * undone and said in a toast. Both the Saved tab's list and the ids are read again afterwards.
 */
export function useSetSaved(exporterId: number) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation({
    mutationFn: (save: boolean) =>
      save
        ? apiRequest('POST', '/api/buyer/saved-exporters', { exporterId })
        : apiRequest('DELETE', `/api/buyer/saved-exporters/${exporterId}`),
    // Clicks on one exporter's toggle reach the server in the order made (a save never overtakes a removal).
    scope: { id: `saved-exporter-${exporterId}` },
    onMutate: async (save) => {
      await queryClient.cancelQueries({ queryKey: SAVED_EXPORTER_IDS_KEY });
      queryClient.setQueryData<SavedExporterIdsDto>(SAVED_EXPORTER_IDS_KEY, (ids) =>
        withSaved(ids, exporterId, save),
      );
    },
    onError: (error, save) => {
      queryClient.setQueryData<SavedExporterIdsDto>(SAVED_EXPORTER_IDS_KEY, (ids) =>
        withSaved(ids, exporterId, !save),
      );
      void toast({
        title: 'Error',
        description: apiErrorMessage(
          error,
          save
            ? 'Failed to save the exporter. Please try again.'
            : 'Failed to remove the exporter. Please try again.',
        ),
        variant: 'destructive',
      });
    },
    invalidates: [SAVED_EXPORTERS_KEY, SAVED_EXPORTER_IDS_KEY],
  });
}
