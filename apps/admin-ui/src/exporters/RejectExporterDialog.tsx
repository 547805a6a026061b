import { Button, Portal, Stack, Text } from '@ped/web-kit/ui';
import { Field, Textarea } from '@ped/web-kit/ui-lazy';
import { Dialog } from '@ped/web-kit/ui-overlays';
import type { AdminExporterDto } from '@ped/contracts/catalog';
import { EXPORTER_REVIEW_LIMITS, EXPORTER_REVIEW_MESSAGES } from '@ped/contracts/options';
import { toast } from '@ped/web-kit';
import { useState, type FormEvent } from 'react';
import { useSetExporterStatus } from '../api/adminApi';
import { useLastValue } from './useLastValue';

interface Props {
  /** The exporter to reject; null closes the dialog. */
  exporter: AdminExporterDto | null;
  onClose: () => void;
}

/** Rejecting needs a reason (the exporter is told it); the server takes at most 1,000 characters. */
export function RejectExporterDialog({ exporter, onClose }: Props) {
  const shown = useLastValue(exporter);
  const setStatus = useSetExporterStatus();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [openedFor, setOpenedFor] = useState(exporter);
  if (exporter !== openedFor) {
    // A new exporter starts with an empty reason.
    setOpenedFor(exporter);
    if (exporter) {
      setReason('');
      setError(null);
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setError(EXPORTER_REVIEW_MESSAGES.reason);
    if (trimmed.length > EXPORTER_REVIEW_LIMITS.reason)
      return setError(EXPORTER_REVIEW_MESSAGES.reasonLength);
    if (!shown) return;
    setStatus.mutate(
      { id: shown.id, status: 'rejected', reason: trimmed },
      {
        onSuccess: () => {
          toast({ title: 'Exporter status updated successfully' });
          onClose();
        },
        onError: () =>
          toast({ title: 'Error', description: 'Failed to update exporter status', variant: 'destructive' }),
      },
    );
  };

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
          <Dialog.Content mx="4" asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Reject {shown?.companyName}?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text color="fg.muted" textStyle="sm">
                    The exporter sees this reason and can correct the profile.
                  </Text>
                  <Field.Root invalid={error !== null} required>
                    <Field.Label>Reason for the rejection</Field.Label>
                    <Textarea
                      value={reason}
                      onChange={(event) => {
                        setReason(event.target.value);
                        setError(null);
                      }}
                      maxLength={EXPORTER_REVIEW_LIMITS.reason}
                      rows={4}
                    />
                    {error && <Field.ErrorText>{error}</Field.ErrorText>}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button
                  type="submit"
                  colorPalette="red"
                  loading={setStatus.isPending}
                  loadingText="Rejecting…"
                >
                  Reject
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
