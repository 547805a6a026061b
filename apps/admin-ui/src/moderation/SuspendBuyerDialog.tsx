import { Button, CloseButton, Portal, Text } from '@ped/web-kit/ui';
import { Dialog, useLastValue } from '@ped/web-kit/ui-overlays';
import { BUYER_SUSPENSION_LIMITS, BUYER_SUSPENSION_MESSAGES } from '@ped/contracts/options';
import { apiErrorMessage, toast } from '@ped/web-kit';
import { FormField, useValidatedForm, type FieldErrors } from '@ped/web-kit/forms';
import { useSuspendBuyer } from '../api/adminApi';

/** The buyer to suspend, as a conversation's row names them. */
export interface SuspensionTarget {
  buyerId: number;
  buyerName: string;
}

interface ReasonValues {
  reason: string;
}

const validate = ({ reason }: ReasonValues): FieldErrors<ReasonValues> => {
  const text = reason.trim();
  if (!text) return { reason: BUYER_SUSPENSION_MESSAGES.reasonRequired };
  return text.length > BUYER_SUSPENSION_LIMITS.reason
    ? { reason: BUYER_SUSPENSION_MESSAGES.reasonTooLong }
    : {};
};

function SuspendForm({ target, onDone }: { target: SuspensionTarget; onDone: () => void }) {
  const form = useValidatedForm<ReasonValues>({ reason: '' }, validate);
  const suspend = useSuspendBuyer();
  const submit = form.handleSubmit(({ reason }) =>
    suspend.mutate(
      { buyerId: target.buyerId, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Buyer suspended' });
          onDone();
        },
        onError: (error) => {
          form.showServerErrors(error);
          toast({
            title: 'Error',
            description: apiErrorMessage(error, 'Failed to suspend the buyer'),
            variant: 'destructive',
          });
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>Suspend {target.buyerName}?</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Text textStyle="sm" color="fg.muted" mb="4">
          They cannot start a conversation or send an inquiry until an admin lifts the suspension. Their
          existing conversations stay as they are.
        </Text>
        <FormField
          label="Reason for the suspension"
          type="textarea"
          rows={3}
          maxLength={BUYER_SUSPENSION_LIMITS.reason}
          markRequired
          helper="Shown to the other admins and kept in the activity log."
          {...form.field('reason')}
        />
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="red" loading={suspend.isPending} loadingText="Suspending…">
          Suspend
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** Suspends a buyer from starting conversations and sending inquiries, with a required reason. */
export function SuspendBuyerDialog({
  target,
  onClose,
}: {
  /** The buyer to suspend; null closes the dialog. */
  target: SuspensionTarget | null;
  onClose: () => void;
}) {
  const shown = useLastValue(target);
  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            {shown && <SuspendForm key={shown.buyerId} target={shown} onDone={onClose} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
