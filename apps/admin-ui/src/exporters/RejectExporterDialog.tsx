import { Button, CloseButton, Portal } from '@ped/web-kit/ui';
import { Dialog, useLastValue } from '@ped/web-kit/ui-overlays';
import type { AdminExporterDto } from '@ped/contracts/catalog';
import { EXPORTER_REVIEW_LIMITS, EXPORTER_REVIEW_MESSAGES } from '@ped/contracts/options';
import { toast } from '@ped/web-kit';
import { FormField, useValidatedForm, type FieldErrors } from '@ped/web-kit/forms';
import { useSetExporterStatus } from '../api/adminApi';

interface ReasonValues {
  reason: string;
}

const validate = ({ reason }: ReasonValues): FieldErrors<ReasonValues> => {
  const text = reason.trim();
  if (!text) return { reason: EXPORTER_REVIEW_MESSAGES.reason };
  return text.length > EXPORTER_REVIEW_LIMITS.reason ? { reason: EXPORTER_REVIEW_MESSAGES.reasonLength } : {};
};

function RejectForm({ exporter, onDone }: { exporter: AdminExporterDto; onDone: () => void }) {
  const form = useValidatedForm<ReasonValues>({ reason: '' }, validate);
  const setStatus = useSetExporterStatus();
  const submit = form.handleSubmit(({ reason }) =>
    setStatus.mutate(
      { id: exporter.id, status: 'rejected', reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Exporter status updated successfully' });
          onDone();
        },
        onError: (error) => {
          form.showServerErrors(error);
          toast({ title: 'Error', description: 'Failed to update exporter status', variant: 'destructive' });
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>Reject {exporter.companyName}?</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <FormField
          label="Reason for the rejection"
          type="textarea"
          rows={3}
          maxLength={EXPORTER_REVIEW_LIMITS.reason}
          markRequired
          helper="The exporter reads it on their dashboard and can correct the profile."
          {...form.field('reason')}
        />
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="red" loading={setStatus.isPending} loadingText="Rejecting…">
          Reject
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** A rejection says why (the exporter sees the reason); both dashboards use it. */
export function RejectExporterDialog({
  exporter,
  onClose,
}: {
  /** The exporter to reject; null closes the dialog. */
  exporter: AdminExporterDto | null;
  onClose: () => void;
}) {
  const shown = useLastValue(exporter);
  return (
    <Dialog.Root
      open={exporter !== null}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            {shown && <RejectForm key={shown.id} exporter={shown} onDone={onClose} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
