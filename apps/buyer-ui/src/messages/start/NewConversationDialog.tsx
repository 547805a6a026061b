import type { ExporterDto } from '@ped/contracts/catalog';
import { CONVERSATION_LIMITS } from '@ped/contracts/options';
import { Button, chakra, CloseButton, Portal, Stack, Text } from '@ped/web-kit/ui';
import { Dialog } from '@ped/web-kit/ui-overlays';
import { apiErrorMessage, toast, useQuery } from '@ped/web-kit';
import { FormField, useValidatedForm } from '@ped/web-kit/forms';
import { useStartConversation } from '../useConversations';
import { ExporterPicker } from './ExporterPicker';
import { EMPTY_START, toStartCommand, validateStart } from './startForm';

/** The exporter a Contact button chose: its id, its name read from its profile (usually cached already). */
function LockedExporter({ exporterId }: { exporterId: number }) {
  const { data, isError } = useQuery<ExporterDto>({ queryKey: ['/api/exporters', String(exporterId)] });
  const name = data?.companyName ?? (isError ? `Exporter #${exporterId}` : 'Loading…');
  return (
    <FormField
      name="exporterName"
      label="Exporter"
      value={name}
      onChange={() => undefined}
      readOnly
      markRequired
      helper="The exporter whose Contact button you used."
    />
  );
}

function StartForm({
  lockedExporterId,
  onStarted,
}: {
  lockedExporterId: number | null;
  onStarted: (conversationId: number) => void;
}) {
  const form = useValidatedForm(
    lockedExporterId ? { ...EMPTY_START, exporterId: String(lockedExporterId) } : EMPTY_START,
    validateStart,
  );
  const start = useStartConversation();
  const chosen = form.values.exporterId
    ? { id: form.values.exporterId, name: form.values.exporterName }
    : null;

  const submit = form.handleSubmit((values) =>
    start.mutate(toStartCommand(values), {
      onSuccess: ({ id, created }) => {
        void toast(
          created
            ? { title: 'Conversation started successfully' }
            : {
                title: 'Message sent',
                description:
                  'You already had a conversation about this subject: your message was added to it.',
              },
        );
        onStarted(id);
      },
      onError: (error) => {
        form.showServerErrors(error);
        void toast({
          title: 'Error',
          description: apiErrorMessage(error, 'Failed to start conversation'),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <chakra.form onSubmit={submit} noValidate display="contents">
      <Dialog.Header>
        <Dialog.Title>New Conversation</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text textStyle="sm" color="fg.muted">
            Write to an exporter about a product, an order or a quotation. Fields marked with * are required.
          </Text>
          {lockedExporterId ? (
            <LockedExporter exporterId={lockedExporterId} />
          ) : (
            <ExporterPicker
              chosen={chosen}
              error={form.errors.exporterId}
              onChoose={(exporter) => {
                form.setField('exporterId', exporter?.id ?? '');
                form.setField('exporterName', exporter?.name ?? '');
              }}
            />
          )}
          <FormField
            label="Subject"
            placeholder="e.g. Quotation for 2 containers of basmati rice"
            maxLength={CONVERSATION_LIMITS.subject}
            markRequired
            {...form.field('subject')}
          />
          <FormField
            label="Message"
            type="textarea"
            rows={5}
            maxLength={CONVERSATION_LIMITS.message}
            placeholder="Product, quantity, destination, timeline…"
            markRequired
            {...form.field('initialMessage')}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="brand" loading={start.isPending} loadingText="Starting…">
          Start Conversation
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}

interface Props {
  open: boolean;
  /** Closed without starting (Cancel, Escape, the close button). */
  onCancel: () => void;
  /** Started (or found the same subject's): the page goes to it. */
  onStarted: (conversationId: number) => void;
  /** The exporter a Contact button chose (locked), or null to choose one here. */
  exporterId: number | null;
  /** A new key starts a fresh form (each opening). */
  formKey: string;
}

/** Spec: the New Conversation dialog (buyers); the exporter is locked when pre-supplied. */
export function NewConversationDialog({ open, onCancel, onStarted, exporterId, formKey }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onCancel()}
      placement="center"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <StartForm key={formKey} lockedExporterId={exporterId} onStarted={onStarted} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
