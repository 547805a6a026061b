import { Button, HStack, Text, VisuallyHidden } from '@ped/web-kit/ui';
import { Field, Textarea } from '@ped/web-kit/ui-lazy';
import { apiErrorMessage } from '@ped/web-kit';
import { BUYER_TOOL_MESSAGES, SAVED_EXPORTER_NOTES_MAX_LENGTH } from '@ped/contracts/options';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useSendNotesOnLeave, useUpdateNotes } from './useSavedExporters';

/** A pause in typing this long saves the note. */
export const NOTES_SAVE_AFTER_MS = 800;

interface Props {
  exporterId: number;
  companyName: string;
  notes: string | null;
}

/**
 * The buyer's own note on a saved exporter, edited in place and saved as typed: a pause in typing, its button,
 * or leaving the field saves it (unless for its Cancel), and what is unsaved when the page is left or closed is
 * sent on the way out. At most 1,000 characters with a counter; a refused save says why under the field.
 */
export function SavedExporterNotes({ exporterId, companyName, notes }: Props) {
  const stored = notes ?? '';
  const [draft, setDraft] = useState(stored);
  // The note as last read: when the server's changes (a save here, or in another tab), an unedited field follows.
  const [base, setBase] = useState(stored);
  if (stored !== base) {
    setBase(stored);
    if (draft === base) setDraft(stored);
  }
  const [tooLong, setTooLong] = useState(false);
  const update = useUpdateNotes(exporterId);
  const id = useId();
  const ids = { errorText: `${id}error`, helperText: `${id}helper` };
  const valid = draft.length <= SAVED_EXPORTER_NOTES_MAX_LENGTH;
  // Spaces around the note are not kept, so they are no change of it.
  const changed = draft.trim() !== stored;
  const error = tooLong
    ? BUYER_TOOL_MESSAGES.notesTooLong
    : update.error && apiErrorMessage(update.error, 'Failed to save the note. Please try again.');

  /** `tidy`: the buyer is done with the field, so it shows the note as stored (trimmed). */
  const save = (tidy = true) => {
    if (!changed || update.isPending) return;
    if (!valid) {
      setTooLong(true);
      return;
    }
    const trimmed = draft.trim();
    if (tidy) setDraft(trimmed);
    update.mutate(trimmed);
  };

  // A refused save is not sent again until the note changes (the error under the field says why).
  const refused = update.isError && update.variables === draft.trim();
  useEffect(() => {
    if (!changed || !valid || refused) return;
    const timer = setTimeout(() => save(false), NOTES_SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  });

  // What is unsaved when the page is left (another route, a reload, the tab closed) goes with keepalive.
  const sendOnLeave = useSendNotesOnLeave(exporterId);
  const unsaved = useRef<string | null>(null);
  useEffect(() => {
    unsaved.current = changed && valid ? draft.trim() : null;
  });
  useEffect(() => {
    const flush = () => {
      if (unsaved.current === null) return;
      void sendOnLeave(unsaved.current);
      unsaved.current = null;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [sendOnLeave]);

  const cancel = () => {
    setDraft(stored);
    setTooLong(false);
    update.reset();
  };

  // Leaving the field saves it, unless focus moves to this note's own buttons (they say what to do).
  const onBlur = (event: FocusEvent<HTMLTextAreaElement>) => {
    if (
      event.relatedTarget instanceof HTMLElement &&
      event.relatedTarget.dataset.notesOf === String(exporterId)
    )
      return;
    save();
  };

  return (
    <Field.Root ids={ids} invalid={Boolean(error)}>
      <Field.Label>
        Personal notes<VisuallyHidden> on {companyName}</VisuallyHidden>
      </Field.Label>
      <Textarea
        value={draft}
        rows={2}
        autoresize
        placeholder="Add a private note: prices quoted, samples asked for, who you spoke to…"
        aria-describedby={error ? ids.errorText : ids.helperText}
        onChange={(event) => {
          setDraft(event.target.value);
          if (event.target.value.length <= SAVED_EXPORTER_NOTES_MAX_LENGTH) setTooLong(false);
        }}
        onBlur={onBlur}
      />
      <HStack justify="space-between" w="full" gap="2" wrap="wrap">
        <Field.HelperText color={draft.length > SAVED_EXPORTER_NOTES_MAX_LENGTH ? 'fg.error' : undefined}>
          {draft.length.toLocaleString('en-US')}/{SAVED_EXPORTER_NOTES_MAX_LENGTH.toLocaleString('en-US')}{' '}
          characters
        </Field.HelperText>
        <Text role="status" textStyle="xs" color="fg.muted">
          {update.isPending ? 'Saving…' : update.isSuccess && !changed ? 'Note saved' : ''}
        </Text>
      </HStack>
      <Field.ErrorText>{error}</Field.ErrorText>
      {changed && (
        <HStack gap="2">
          <Button
            size="xs"
            colorPalette="brand"
            data-notes-of={exporterId}
            onClick={() => save()}
            loading={update.isPending}
          >
            Save note
          </Button>
          <Button size="xs" variant="ghost" data-notes-of={exporterId} onClick={cancel}>
            Cancel
          </Button>
        </HStack>
      )}
    </Field.Root>
  );
}
