import { Button, CloseButton, Portal, Stack, Text } from '@ped/web-kit/ui';
import { Dialog, useLastValue } from '@ped/web-kit/ui-overlays';
import type { InquiryDto } from '@ped/contracts/messaging';
import { INQUIRY_LIMITS, INQUIRY_MESSAGES } from '@ped/contracts/options';
import { apiErrorMessage, toast } from '@ped/web-kit';
import { FormField, useValidatedForm, type FieldErrors } from '@ped/web-kit/forms';
import { useDeclineInquiry, useReplyToInquiry } from './useWorkspace';

export type InquiryAction = 'reply' | 'decline';

interface Props {
  open: boolean;
  action: InquiryAction;
  inquiry: InquiryDto | null;
  onOpenChange: (open: boolean) => void;
}

/** The server names the field `message` (reply) or `reason` (decline): the form uses the same names. */
interface ActionValues {
  message: string;
  reason: string;
}

const FIELD = { reply: 'message', decline: 'reason' } as const;

const COPY = {
  reply: {
    title: (name: string) => `Reply to ${name}`,
    label: 'Your reply',
    submit: 'Send Reply',
    pending: 'Sending…',
    required: INQUIRY_MESSAGES.replyRequired,
    tooLong: INQUIRY_MESSAGES.replyTooLong,
    max: INQUIRY_LIMITS.reply,
    failure: 'Failed to send reply',
  },
  decline: {
    title: (name: string) => `Decline the inquiry from ${name}`,
    label: 'Reason',
    submit: 'Decline Inquiry',
    pending: 'Declining…',
    required: INQUIRY_MESSAGES.reasonRequired,
    tooLong: INQUIRY_MESSAGES.reasonTooLong,
    max: INQUIRY_LIMITS.declineReason,
    failure: 'Failed to decline inquiry',
  },
} as const;

function ActionForm({
  action,
  inquiry,
  onDone,
}: {
  action: InquiryAction;
  inquiry: InquiryDto;
  onDone: () => void;
}) {
  const copy = COPY[action];
  const field = FIELD[action];
  const validate = (values: ActionValues): FieldErrors<ActionValues> => {
    const value = values[field].trim();
    if (!value) return { [field]: copy.required };
    return value.length > copy.max ? { [field]: copy.tooLong } : {};
  };
  const form = useValidatedForm<ActionValues>({ message: '', reason: '' }, validate);
  const reply = useReplyToInquiry();
  const decline = useDeclineInquiry();
  const pending = reply.isPending || decline.isPending;

  const fail = (error: unknown) => {
    form.showServerErrors(error);
    toast({ title: 'Error', description: apiErrorMessage(error, copy.failure), variant: 'destructive' });
  };

  const submit = form.handleSubmit((values) => {
    const text = values[field];
    if (action === 'reply') {
      reply.mutate(
        { id: inquiry.id, message: text.trim() },
        {
          onSuccess: ({ via }) => {
            toast({
              title: 'Reply sent',
              description:
                via === 'conversation'
                  ? `${inquiry.buyerName} reads it in Messages, where your conversation continues.`
                  : `We e-mailed your reply to ${inquiry.buyerName}; their answer comes to your e-mail.`,
            });
            onDone();
          },
          onError: fail,
        },
      );
    } else {
      decline.mutate(
        { id: inquiry.id, reason: text.trim() },
        {
          onSuccess: () => {
            toast({ title: 'Inquiry declined' });
            onDone();
          },
          onError: fail,
        },
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{copy.title(inquiry.buyerName)}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Stack gap="1" borderLeftWidth="3px" borderColor="border.emphasized" ps="3">
            <Text textStyle="xs" color="fg.muted">
              Their inquiry
            </Text>
            <Text textStyle="sm" whiteSpace="pre-line" lineClamp={6}>
              {inquiry.message}
            </Text>
          </Stack>
          <FormField
            label={copy.label}
            type="textarea"
            rows={action === 'reply' ? 6 : 3}
            maxLength={copy.max}
            markRequired
            {...form.field(field)}
            helper={
              action === 'decline'
                ? 'Kept with the inquiry. Declining with a reason counts as a response.'
                : undefined
            }
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button
          type="submit"
          colorPalette={action === 'reply' ? 'brand' : 'red'}
          loading={pending}
          loadingText={copy.pending}
        >
          {copy.submit}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** Reply to an inquiry (a conversation, or an e-mail to a visitor) or decline it with a reason. */
export function InquiryDialog({ open, action, inquiry, onOpenChange }: Props) {
  const shown = useLastValue(inquiry);
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
            {shown && (
              <ActionForm
                key={`${action}:${shown.id}`}
                action={action}
                inquiry={shown}
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
