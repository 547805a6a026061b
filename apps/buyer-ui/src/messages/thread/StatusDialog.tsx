import { ConfirmDialog } from '@ped/web-kit/ui-overlays';
import type { ConversationClosedStatus } from '@ped/contracts/options';
import { toast } from '@ped/web-kit';
import { useSetConversationStatus } from '../useConversations';

const COPY: Record<ConversationClosedStatus, { title: string; text: string; action: string }> = {
  archived: {
    title: 'Archive this conversation?',
    text: 'It moves to your Archived conversations. Neither of you can send new messages in it afterwards.',
    action: 'Archive',
  },
  blocked: {
    title: 'Block this conversation?',
    text: 'Neither of you can send new messages in it afterwards. If it looks like a scam, report it too.',
    action: 'Block',
  },
};

interface Props {
  conversationId: number;
  open: boolean;
  /** The status asked for (kept while the dialog animates closed). */
  status: ConversationClosedStatus;
  onClose: () => void;
}

/** Archive and Block cannot be undone: the menu's choice is confirmed here, then the spec's toasts. */
export function StatusDialog({ conversationId, open, status, onClose }: Props) {
  const change = useSetConversationStatus(conversationId);
  const copy = COPY[status];
  const confirm = () => {
    change.mutate(status, {
      onSuccess: () => {
        void toast({ title: 'Success', description: 'Conversation status updated' });
        onClose();
      },
      onError: () => {
        void toast({
          title: 'Error',
          description: 'Failed to update conversation status',
          variant: 'destructive',
        });
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={copy.title}
      confirmLabel={copy.action}
      colorPalette={status === 'blocked' ? 'red' : 'brand'}
      onConfirm={confirm}
      pending={change.isPending}
      size="md"
      closeButton
    >
      {copy.text}
    </ConfirmDialog>
  );
}
