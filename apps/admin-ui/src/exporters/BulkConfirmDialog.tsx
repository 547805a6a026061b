import { Button, List, Portal, Text } from '@ped/web-kit/ui';
import { Dialog } from '@ped/web-kit/ui-overlays';
import { bulkCountLabel, type BulkRequest } from './useBulkActions';
import { useLastValue } from './useLastValue';

interface Props {
  /** The bulk action to confirm; null closes the dialog. */
  request: BulkRequest | null;
  onConfirm: (request: BulkRequest) => void;
  onClose: () => void;
}

const LISTED = 5;

/** Asks before a bulk action, with its count and the companies it changes ("Approve 12 exporters?"). */
export function BulkConfirmDialog({ request, onConfirm, onClose }: Props) {
  const shown = useLastValue(request);
  const verb = shown?.action === 'verify' ? 'Verify' : 'Approve';
  const count = shown ? bulkCountLabel(shown.ids.length) : '';
  const names = shown ? shown.ids.map((id) => shown.names.get(id) ?? `#${id}`) : [];
  return (
    <Dialog.Root
      open={request !== null}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      role="alertdialog"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>
                {verb} {count}?
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <List.Root ps="4" gap="0.5">
                {names.slice(0, LISTED).map((name, index) => (
                  <List.Item key={shown!.ids[index]}>{name}</List.Item>
                ))}
              </List.Root>
              {names.length > LISTED && <Text mt="1">and {names.length - LISTED} more</Text>}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette={shown?.action === 'verify' ? 'blue' : 'green'}
                onClick={() => shown && onConfirm(shown)}
              >
                {verb} {count}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
