import { List, Text } from '@ped/web-kit/ui';
import { ConfirmDialog, useLastValue } from '@ped/web-kit/ui-overlays';
import { bulkCountLabel, type BulkRequest } from './useBulkActions';

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
    <ConfirmDialog
      open={request !== null}
      onClose={onClose}
      title={`${verb} ${count}?`}
      confirmLabel={`${verb} ${count}`}
      colorPalette={shown?.action === 'verify' ? 'blue' : 'green'}
      onConfirm={() => shown && onConfirm(shown)}
    >
      <>
        <List.Root ps="4" gap="0.5">
          {names.slice(0, LISTED).map((name, index) => (
            <List.Item key={shown!.ids[index]}>{name}</List.Item>
          ))}
        </List.Root>
        {names.length > LISTED && <Text mt="1">and {names.length - LISTED} more</Text>}
      </>
    </ConfirmDialog>
  );
}
