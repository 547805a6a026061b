import { Button, chakra, CloseButton, Portal, Stack, Text } from '@ped/web-kit/ui';
import { Dialog } from '@ped/web-kit/ui-overlays';
import { CONVERSATION_LIMITS, REPORT_REASONS, type ReportReason } from '@ped/contracts/options';
import { apiErrorMessage, toast } from '@ped/web-kit';
import { FormField, useValidatedForm, type FieldErrors } from '@ped/web-kit/forms';
import { useReport } from '../useConversations';

const REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Scam or fraud (changed bank details, fees up front, fake buyer)',
  spam: 'Spam or unwanted advertising',
  abuse: 'Abusive or threatening',
  other: 'Something else',
};

const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: REASON_LABELS[value] }));

interface ReportValues {
  reason: string;
  details: string;
}

const EMPTY: ReportValues = { reason: '', details: '' };

function validateReport(values: ReportValues): FieldErrors<ReportValues> {
  const errors: FieldErrors<ReportValues> = {};
  if (!values.reason) errors.reason = 'Please choose a reason';
  if (values.details.trim().length > CONVERSATION_LIMITS.reportDetails)
    errors.details = `Details must be at most ${CONVERSATION_LIMITS.reportDetails.toLocaleString('en-US')} characters`;
  return errors;
}

/** What is reported: one message, or the whole conversation (no message). */
export interface ReportTarget {
  messageId?: number;
}

function ReportForm({
  conversationId,
  target,
  onDone,
}: {
  conversationId: number;
  target: ReportTarget;
  onDone: () => void;
}) {
  const form = useValidatedForm(EMPTY, validateReport);
  const report = useReport(conversationId);
  const what = target.messageId ? 'message' : 'conversation';
  const submit = form.handleSubmit((values) =>
    report.mutate(
      {
        messageId: target.messageId,
        reason: values.reason as ReportReason,
        details: values.details.trim() || undefined,
      },
      {
        onSuccess: () => {
          void toast({
            title: 'Report sent',
            description: `Thank you. Our moderators will review this ${what}.`,
          });
          onDone();
        },
        onError: (error) => {
          form.showServerErrors(error);
          void toast({
            title: 'Error',
            description: apiErrorMessage(error, 'Failed to send the report. Please try again.'),
            variant: 'destructive',
          });
        },
      },
    ),
  );
  return (
    <chakra.form onSubmit={submit} noValidate display="contents">
      <Dialog.Header>
        <Dialog.Title>Report this {what}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text textStyle="sm" color="fg.muted">
            Our moderators review every report. Never pay fees up front or send money to changed bank details
            because a message asks you to.
          </Text>
          <FormField
            label="Reason"
            type="select"
            options={REASON_OPTIONS}
            emptyOption="Choose a reason…"
            {...form.field('reason')}
          />
          <FormField
            label="Details"
            type="textarea"
            rows={3}
            maxLength={CONVERSATION_LIMITS.reportDetails}
            placeholder="What happened? (optional)"
            required={false}
            {...form.field('details')}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="red" loading={report.isPending} loadingText="Sending…">
          Send Report
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  conversationId: number;
  target: ReportTarget | null;
  /** Counts the openings: each starts a fresh form. */
  session: number;
}

/** Report a message or the conversation to the moderators, with a reason. */
export function ReportDialog({ open, onOpenChange, conversationId, target, session }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {target && (
              <ReportForm
                key={session}
                conversationId={conversationId}
                target={target}
                onDone={() => onOpenChange(false)}
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
