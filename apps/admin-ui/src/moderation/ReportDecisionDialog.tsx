import { Button, CloseButton, Portal, Stack, Text } from '@ped/web-kit/ui';
import { Dialog } from '@ped/web-kit/ui-overlays';
import type { ModerationItemDto } from '@ped/contracts/admin';
import { apiErrorMessage, toast } from '@ped/web-kit';
import { FormField, useValidatedForm, type FieldErrors } from '@ped/web-kit/forms';
import { useState } from 'react';
import { useResolveReport } from '../api/adminApi';

export type ReportDecision = 'resolved' | 'dismissed';

/** The server's limit on a moderation note. */
export const MODERATION_NOTE_MAX_LENGTH = 2000;

export const REPORT_NOTE_MESSAGES = {
  required: 'Please add a note about your decision',
  tooLong: `The note can be at most ${MODERATION_NOTE_MAX_LENGTH.toLocaleString('en-GB')} characters`,
} as const;

const COPY = {
  resolved: {
    title: 'Resolve the report',
    submit: 'Resolve',
    pending: 'Resolving…',
    done: 'Report resolved',
    failure: 'Failed to resolve report',
  },
  dismissed: {
    title: 'Dismiss the report',
    submit: 'Dismiss',
    pending: 'Dismissing…',
    done: 'Report dismissed',
    failure: 'Failed to dismiss report',
  },
} as const;

interface NoteValues {
  notes: string;
}

const validate = ({ notes }: NoteValues): FieldErrors<NoteValues> => {
  const text = notes.trim();
  if (!text) return { notes: REPORT_NOTE_MESSAGES.required };
  return text.length > MODERATION_NOTE_MAX_LENGTH ? { notes: REPORT_NOTE_MESSAGES.tooLong } : {};
};

function DecisionForm({
  decision,
  report,
  onDone,
}: {
  decision: ReportDecision;
  report: ModerationItemDto;
  onDone: () => void;
}) {
  const copy = COPY[decision];
  const form = useValidatedForm<NoteValues>({ notes: '' }, validate);
  const resolve = useResolveReport();
  const submit = form.handleSubmit(({ notes }) =>
    resolve.mutate(
      { id: report.id, status: decision, notes: notes.trim() },
      {
        onSuccess: () => {
          toast({ title: copy.done });
          onDone();
        },
        onError: (error) => {
          form.showServerErrors(error);
          toast({
            title: 'Error',
            description: apiErrorMessage(error, copy.failure),
            variant: 'destructive',
          });
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{copy.title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Stack gap="1" borderLeftWidth="3px" borderColor="border.emphasized" ps="3">
            <Text textStyle="xs" color="fg.muted">
              Reported for: {report.reason}
            </Text>
            {report.content && (
              <Text textStyle="sm" whiteSpace="pre-line" lineClamp={6}>
                {report.content}
              </Text>
            )}
          </Stack>
          <FormField
            label="Note"
            type="textarea"
            rows={3}
            maxLength={MODERATION_NOTE_MAX_LENGTH}
            markRequired
            helper="Kept with the report for the other admins."
            {...form.field('notes')}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button
          type="submit"
          colorPalette={decision === 'resolved' ? 'brand' : 'gray'}
          loading={resolve.isPending}
          loadingText={copy.pending}
        >
          {copy.submit}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

interface Props {
  /** The report and what to do with it; null closes the dialog. */
  target: { report: ModerationItemDto; decision: ReportDecision } | null;
  onClose: () => void;
}

/** Resolve or dismiss a report with a required note. */
export function ReportDecisionDialog({ target, onClose }: Props) {
  // A closing dialog keeps showing its report while it animates out.
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
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
          <Dialog.Content>
            {shown && (
              <DecisionForm
                key={`${shown.decision}:${shown.report.id}`}
                decision={shown.decision}
                report={shown.report}
                onDone={onClose}
              />
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
