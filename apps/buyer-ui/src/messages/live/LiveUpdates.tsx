import type { ConversationListDto, MessagePageDto, MessageSentEvent } from '@ped/contracts/messaging';
import { applyLiveUpdate, AUTH_USER_QUERY_KEY, useAuth, useQueryClient } from '@ped/web-kit';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CONVERSATIONS_KEY, isConversationListKey, threadKey } from '../conversationKeys';
import { takesPartInMessages } from '../messagesAccess';
import { openLiveConnection } from './liveConnection';
import { isWholeMessage, listWithPushed, pushedMessage, threadWithPushed, viewerSide } from './pushedMessage';

/** Message ids already applied: a replayed event (a resumed stream) counts nothing twice. */
const REMEMBERED_MESSAGES = 500;

/**
 * Keeps the signed-in buyer's or exporter's live stream open (one per tab; the shell mounts this on every page)
 * and turns each pushed event into fresh data. A new message is applied where the page holds it (the open
 * thread, the lists showing its conversation: preview, order, unread counts, the header's badge), with no read;
 * a list that does not show it is read again. A conversation started, archived or blocked, or messages read, and
 * a gap in the stream (resync), mark every conversation read stale: those shown are read again. Renders nothing.
 */
export function LiveUpdates() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const viewer = user && takesPartInMessages(user) ? viewerSide(user) : null;
  const account = user && viewer ? `${user.kind ?? user.role}:${user.id}` : null;

  useEffect(() => {
    if (!account || !viewer || typeof EventSource === 'undefined') return;
    const refresh = () => void applyLiveUpdate(queryClient, { queryKey: CONVERSATIONS_KEY });
    const applied = new Set<number>();
    return openLiveConnection({
      onEvent: (name, data) => {
        if (name !== 'message' || !isWholeMessage(data)) return refresh();
        if (applied.has(data.messageId)) return;
        applied.add(data.messageId);
        if (applied.size > REMEMBERED_MESSAGES) applied.delete(applied.values().next().value!);
        applyPushedMessage(queryClient, data, viewer);
      },
      onResync: refresh,
      // Signed out meanwhile (e.g. every session lost with the session store): the pages then say so.
      onRefused: () => void queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY }),
    });
  }, [account, viewer, queryClient]);

  return null;
}

function applyPushedMessage(
  queryClient: QueryClient,
  event: MessageSentEvent,
  viewer: ReturnType<typeof viewerSide>,
): void {
  const message = pushedMessage(event, viewer);
  void applyLiveUpdate<MessagePageDto>(queryClient, {
    queryKey: threadKey(event.conversationId),
    update: (thread) => threadWithPushed(thread, message),
  });
  for (const [queryKey, list] of queryClient.getQueriesData<ConversationListDto>({
    queryKey: CONVERSATIONS_KEY,
  })) {
    if (!isConversationListKey(queryKey) || !list) continue;
    const updated = listWithPushed(list, event, viewer);
    void applyLiveUpdate<ConversationListDto>(
      queryClient,
      updated ? { queryKey, update: () => updated } : { queryKey },
    );
  }
}
