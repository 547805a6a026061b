import type { MessageDto } from '@ped/contracts/messaging';
import type { ConversationClosedStatus } from '@ped/contracts/options';
import { Button, Flex, RouterLink, Skeleton, Stack } from '@ped/web-kit/ui';
import { apiErrorStatus, StateMessage, LoadFailed } from '@ped/web-kit';
import { useState } from 'react';
import { useConversation, useThread } from '../useConversations';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { ReportDialog, type ReportTarget } from './ReportDialog';
import { StatusDialog } from './StatusDialog';
import { ThreadHeader } from './ThreadHeader';
import { useMarkReadWhenSeen } from './useMarkReadWhenSeen';

function ThreadSkeleton() {
  return (
    <Stack gap="4" p="5" aria-busy="true" aria-label="Loading the conversation">
      <Skeleton height="10" width="60%" />
      <Skeleton height="16" width="70%" />
      <Skeleton height="16" width="50%" alignSelf="end" />
      <Skeleton height="16" width="65%" />
    </Stack>
  );
}

/** Spec: a conversation that is not there, or not the viewer's. */
export function ConversationNotFound({ backTo }: { backTo: string }) {
  return (
    <Stack p={{ base: '0', md: '5' }}>
      <StateMessage
        tone="error"
        title="Conversation not found"
        actions={
          <Button asChild variant="outline" colorPalette="brand" size="sm">
            <RouterLink to={backTo}>Back to conversations</RouterLink>
          </Button>
        }
      >
        This conversation may have been deleted or you don&apos;t have access to it.
      </StateMessage>
    </Stack>
  );
}

function useDialogs() {
  const [report, setReport] = useState({ open: false, target: null as ReportTarget | null, session: 0 });
  const [status, setStatus] = useState({ open: false, status: 'archived' as ConversationClosedStatus });
  return {
    report,
    openReport: (target: ReportTarget) =>
      setReport((current) => ({ open: true, target, session: current.session + 1 })),
    setReportOpen: (open: boolean) => setReport((current) => ({ ...current, open })),
    status,
    askStatus: (next: ConversationClosedStatus) => setStatus({ open: true, status: next }),
    closeStatus: () => setStatus((current) => ({ ...current, open: false })),
  };
}

/** The selected conversation: its head, its messages (read as they are seen) and the box to answer in. */
export function ThreadPane({ conversationId, backTo }: { conversationId: number; backTo: string }) {
  const conversation = useConversation(conversationId);
  const thread = useThread(conversationId);
  const dialogs = useDialogs();
  useMarkReadWhenSeen(conversationId, thread.data);

  if (conversation.isError || thread.isError) {
    const error = conversation.error ?? thread.error;
    if ([400, 404].includes(apiErrorStatus(error) ?? 0)) return <ConversationNotFound backTo={backTo} />;
    const retry = () => void Promise.all([conversation.refetch(), thread.refetch()]);
    return (
      <Stack p={{ base: '0', md: '5' }}>
        <LoadFailed
          title="We could not load this conversation"
          onRetry={retry}
          retrying={conversation.isRefetching || thread.isRefetching}
        />
      </Stack>
    );
  }
  if (!conversation.data || !thread.data) return <ThreadSkeleton />;

  const { data } = conversation;
  return (
    <Flex direction="column" h="full" minH="0">
      <ThreadHeader
        conversation={data}
        backTo={backTo}
        onStatus={dialogs.askStatus}
        onReport={() => dialogs.openReport({})}
      />
      <MessageList
        thread={thread.data}
        otherPartyName={data.otherPartyName}
        onLoadOlder={() => void thread.loadOlder()}
        loadingOlder={thread.loadingOlder}
        olderFailed={thread.olderFailed}
        onReport={(message: MessageDto) => dialogs.openReport({ messageId: message.id })}
      />
      <Composer conversationId={conversationId} status={data.status} />
      <StatusDialog
        conversationId={conversationId}
        open={dialogs.status.open}
        status={dialogs.status.status}
        onClose={dialogs.closeStatus}
      />
      <ReportDialog
        conversationId={conversationId}
        open={dialogs.report.open}
        onOpenChange={dialogs.setReportOpen}
        target={dialogs.report.target}
        session={dialogs.report.session}
      />
    </Flex>
  );
}
