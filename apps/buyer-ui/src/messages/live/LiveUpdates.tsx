import { applyLiveUpdate, useAuth, useQueryClient } from '@ped/web-kit';
import { useEffect } from 'react';
import { CONVERSATIONS_KEY } from '../conversationKeys';
import { takesPartInMessages } from '../messagesAccess';
import { openLiveConnection } from './liveConnection';

/**
 * Keeps the signed-in buyer's or exporter's live stream open (one per tab; the shell mounts this on every page)
 * and turns each pushed event into fresh data: a new message, a conversation started, archived or blocked, or
 * messages read all change the lists (order, last message, unread counts, the header's badge) and the thread
 * on screen, so every conversation read is marked stale and those shown are read again. Renders nothing.
 */
export function LiveUpdates() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const account = user && takesPartInMessages(user) ? `${user.kind ?? user.role}:${user.id}` : null;

  useEffect(() => {
    if (!account || typeof EventSource === 'undefined') return;
    const refresh = () => void applyLiveUpdate(queryClient, { queryKey: CONVERSATIONS_KEY });
    return openLiveConnection({ onEvent: refresh, onResync: refresh });
  }, [account, queryClient]);

  return null;
}
