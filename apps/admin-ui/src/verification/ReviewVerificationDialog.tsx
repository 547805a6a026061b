import { Button, CloseButton, Portal, Stack, Text } from '@ped/web-kit/ui';
import { Dialog } from '@ped/web-kit/ui-overlays';
import type { AdminVerificationRequestDto, VerificationReviewResultDto } from '@ped/contracts/catalog';
import {
  VERIFICATION_CHECK_LABELS,
  VERIFICATION_LIMITS,
  VERIFICATION_MESSAGES,
  type VerificationDecision,
} from '@ped/contracts/options';
import { apiErrorMessage, apiErrorStatus, toast } from '@ped/web-kit';
import { FormField, useValidatedForm, type FieldErrors } from '@ped/web-kit/forms';
import { useState } from 'react';
import { useReviewVerification } from '../api/adminApi';
import { EvidenceFileList } from './EvidenceFileList';
import { EvidenceList } from './EvidenceList';
import { reviewHint } from './evidenceFields';

export interface ReviewTarget {
  request: AdminVerificationRequestDto;
  decision: VerificationDecision;
}

interface NoteValues {
  notes: string;
}

/** A rejection needs notes (the exporter reads them); either way at most 2,000 characters (the server's rules). */
const validator =
  (decision: VerificationDecision) =>
  ({ notes }: NoteValues): FieldErrors<NoteValues> => {
    const text = notes.trim();
    if (decision === 'rejected' && !text) return { notes: VERIFICATION_MESSAGES.notes };
    return text.length > VERIFICATION_LIMITS.notes ? { notes: VERIFICATION_MESSAGES.notesLength } : {};
  };

const checkName = (request: AdminVerificationRequestDto) =>
  VERIFICATION_CHECK_LABELS[request.check].toLowerCase();

/** What the toast says of a review: the check, the exporter, and where its Verified flag stands now. */
function outcome(
  decision: VerificationDecision,
  request: AdminVerificationRequestDto,
  result: VerificationReviewResultDto,
) {
  const company = request.companyName;
  if (decision === 'rejected')
    return {
      title: 'Check rejected',
      description: `The ${checkName(request)} check of ${company} was rejected. The exporter sees your notes.`,
    };
  return {
    title: 'Check approved',
    description: `The ${checkName(request)} check of ${company} passes for a year. ${
      result.isVerified
        ? `${company} is verified.`
        : `${company} is not verified yet: that takes the legal entity check and one more.`
    }`,
  };
}

function ReviewForm({
  target,
  onDone,
  onStale,
}: {
  target: ReviewTarget;
  onDone: () => void;
  onStale: () => void;
}) {
  const { request, decision } = target;
  const approving = decision === 'approved';
  const form = useValidatedForm<NoteValues>({ notes: '' }, validator(decision));
  const review = useReviewVerification();
  const submit = form.handleSubmit(({ notes }) =>
    review.mutate(
      { id: request.id, decision, notes: notes.trim() || undefined },
      {
        onSuccess: (result) => {
          toast(outcome(decision, request, result));
          onDone();
        },
        onError: (error) => {
          if (form.showServerErrors(error)) return;
          toast({
            title: 'Error',
            description: apiErrorMessage(error, 'Failed to update verification status'),
            variant: 'destructive',
          });
          // Reviewed meanwhile (by another admin) or gone: the list is read again to show where it stands.
          const status = apiErrorStatus(error);
          if (status === 409 || status === 404) {
            onStale();
            onDone();
          }
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>
          {approving ? 'Approve' : 'Reject'} the {checkName(request)} check
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Stack gap="0.5">
            <Text fontWeight="semibold">{request.companyName}</Text>
            <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
              {request.email}
            </Text>
          </Stack>
          <Stack gap="2" borderLeftWidth="3px" borderColor="border.emphasized" ps="3">
            <EvidenceList evidence={request.evidence} />
            <EvidenceFileList files={request.files} company={request.companyName} />
          </Stack>
          {approving && (
            <Text textStyle="sm" color="fg.muted">
              {reviewHint(request.check, request.evidence)}
            </Text>
          )}
          <FormField
            label="Notes"
            type="textarea"
            rows={3}
            maxLength={VERIFICATION_LIMITS.notes}
            required={!approving}
            markRequired={!approving}
            helper={
              approving
                ? 'Optional. Kept with the check; the exporter sees them too.'
                : 'The exporter sees these notes with the rejection: say what to correct.'
            }
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
          colorPalette={approving ? 'brand' : 'red'}
          loading={review.isPending}
          loadingText={approving ? 'Approving…' : 'Rejecting…'}
        >
          {approving ? 'Approve' : 'Reject'}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

interface Props {
  /** The submission and the decision to record; null closes the dialog. */
  target: ReviewTarget | null;
  onClose: () => void;
  /** The submission was reviewed meanwhile or is gone: the list should be read again. */
  onStale: () => void;
}

/** Approve or reject one check's submission, with notes (required for a rejection). */
export function ReviewVerificationDialog({ target, onClose, onStale }: Props) {
  // A closing dialog keeps showing its submission while it animates out.
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {shown && (
              <ReviewForm
                key={`${shown.decision}:${shown.request.id}`}
                target={shown}
                onDone={onClose}
                onStale={onStale}
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
