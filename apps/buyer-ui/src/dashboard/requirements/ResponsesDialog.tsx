import { Button, CloseButton, Portal } from '@ped/web-kit/ui';
import { Dialog } from '@ped/web-kit/ui-overlays';
import type { BuyerRequirementDto } from '@ped/contracts/catalog';
import { StateMessage } from '@ped/web-kit';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Stays set while the dialog animates closed. */
  requirement: BuyerRequirementDto | null;
}

/** The exporters' quotes on one requirement; none can arrive yet, so it explains where they will appear. */
export function ResponsesDialog({ open, onOpenChange, requirement }: Props) {
  const count = requirement?.responseCount ?? 0;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Responses: {requirement?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {count === 0 ? (
                <StateMessage title="No responses yet">
                  When exporters send quotes for this requirement, they will appear here.
                  {requirement?.isPublic === false &&
                    ' This requirement is private: make it public so exporters can find it.'}
                </StateMessage>
              ) : (
                <StateMessage title={`${count} ${count === 1 ? 'response' : 'responses'}`}>
                  Exporters have answered this requirement. Reading their quotes here is coming soon; they
                  also reach you in Messages.
                </StateMessage>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
