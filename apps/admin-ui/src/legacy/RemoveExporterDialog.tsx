import { Button, Portal, Text } from '@ped/web-kit/ui';
import { Dialog } from '@ped/web-kit/ui-overlays';
import type { AdminExporterDto } from '@ped/contracts/catalog';
import { toast } from '@ped/web-kit';
import { useState } from 'react';
import { useRemoveExporter } from '../api/adminApi';

interface Props {
  /** The exporter to remove; null closes the dialog. */
  exporter: AdminExporterDto | null;
  onClose: () => void;
}

/** Removal is permanent: the spec's confirmation first. */
export function RemoveExporterDialog({ exporter, onClose }: Props) {
  // A closing dialog keeps showing its exporter while it animates out.
  const [shown, setShown] = useState(exporter);
  if (exporter !== null && exporter !== shown) setShown(exporter);
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
    <Dialog.Root
      open={exporter !== null}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      role="alertdialog"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Remove exporter?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>Are you sure you want to remove {shown?.companyName}? This action cannot be undone.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={confirm} loading={remove.isPending} loadingText="Removing…">
                Remove
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
