import type { AdminExporterDto } from '@ped/contracts/catalog';
import { toast } from '@ped/web-kit';
import { ConfirmDialog, useLastValue } from '@ped/web-kit/ui-overlays';
import { useRemoveExporter } from '../api/adminApi';

interface Props {
  /** The exporter to remove; null closes the dialog. */
  exporter: AdminExporterDto | null;
  onClose: () => void;
}

/** Asks before removing an exporter for good (spec: removal is permanent and needs a confirmation). */
export function RemoveExporterDialog({ exporter, onClose }: Props) {
  const shown = useLastValue(exporter);
  const remove = useRemoveExporter();
  const confirm = () => {
    if (!shown) return;
    remove.mutate(shown.id, {
      onSuccess: () => {
        toast({ title: 'Exporter removed successfully' });
        onClose();
      },
      onError: () =>
        toast({ title: 'Error', description: 'Failed to remove exporter', variant: 'destructive' }),
    });
  };
  return (
    <ConfirmDialog
      open={exporter !== null}
      onClose={onClose}
      title="Remove exporter?"
      confirmLabel="Remove"
      onConfirm={confirm}
      pending={remove.isPending}
      pendingLabel="Removing…"
    >
      Are you sure you want to remove {shown?.companyName}? This action cannot be undone.
    </ConfirmDialog>
  );
}
