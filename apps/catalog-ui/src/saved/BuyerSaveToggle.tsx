import { useNavigate, useSearchParams } from '@ped/web-kit/ui';
import { toast } from '@ped/web-kit';
import { useCallback, useEffect, useRef } from 'react';
import { RESUME_SAVE_PARAM } from './buyerPaths';
import { SaveButton } from './SaveButton';
import { SAVED_TAB_PATH } from './savedTab';
import type { SaveToggleProps } from './SaveToggle';
import { useSavedExporterIds, useSetSaved } from './useSavedExporters';

/** The Save toggle of a signed-in buyer (loaded apart: visitors never fetch its logic). */
export function BuyerSaveToggle({ exporter, ...button }: SaveToggleProps) {
  const ids = useSavedExporterIds();
  const { mutate } = useSetSaved(exporter.id);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const saved = ids.data?.exporterIds.includes(exporter.id) ?? false;

  const change = useCallback(
    (save: boolean) =>
      mutate(save, {
        onSuccess: () => {
          if (!save) return;
          void toast({
            title: 'Exporter saved',
            description: `${exporter.companyName} is in your saved exporters.`,
            action: { label: 'View saved', onClick: () => navigate(SAVED_TAB_PATH) },
          });
        },
      }),
    [mutate, exporter.companyName, navigate],
  );

  // Back from the sign-in a visitor's Save led to: complete that save once, and take it out of the address.
  const resumed = useRef(false);
  const resume = params.get(RESUME_SAVE_PARAM) === String(exporter.id) && ids.isSuccess;
  useEffect(() => {
    if (!resume || resumed.current) return;
    resumed.current = true;
    if (!saved) change(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(RESUME_SAVE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [resume, saved, change, setParams]);

  return (
    <SaveButton
      {...button}
      saved={saved}
      companyName={exporter.companyName}
      disabled={ids.isPending}
      onClick={() => change(!saved)}
    />
  );
}
