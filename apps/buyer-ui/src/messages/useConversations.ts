import type {
  ConversationDetailDto,
  ConversationListDto,
  MessageDto,
  MessagePageDto,
  StartConversationResultDto,
} from '@ped/contracts/messaging';
import type { ConversationClosedStatus, ReportReason } from '@ped/contracts/options';
import { apiRequest, throwIfResNotOk, useInvalidatingMutation, useQuery, useQueryClient } from '@ped/web-kit';
import { useCallback, useState } from 'react';
import {
  CONVERSATIONS_KEY,
  conversationKey,
  conversationListKey,
  threadKey,
  type ConversationFilter,
} from './conversationKeys';
import { appendMessage, joinLatestPage, prependOlderPage } from './thread/threadPages';

async function readJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** One page of the caller's conversations in a list tab. */
export function useConversationList(filter: ConversationFilter, offset = 0) {
  return useQuery<ConversationListDto>({ queryKey: conversationListKey(filter, offset) });
}

/** One conversation with both parties (404 for anyone but them). */
export function useConversation(id: number) {
  return useQuery<ConversationDetailDto>({ queryKey: conversationKey(id) });
}

/**
 * The thread, oldest first: each read takes the latest page and joins it to the older messages already held
 * (see joinLatestPage), so a pushed message or a refetch never loses what the reader paged back to.
 */
export function useThread(id: number) {
  const queryClient = useQueryClient();
  const query = useQuery<MessagePageDto>({
    queryKey: threadKey(id),
    queryFn: async ({ signal }) => {
      const latest = await readJson<MessagePageDto>(`/api/conversations/${id}/messages`, signal);
      return joinLatestPage(queryClient.getQueryData<MessagePageDto>(threadKey(id)), latest);
    },
  });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const loadOlder = useCallback(async () => {
    const held = queryClient.getQueryData<MessagePageDto>(threadKey(id));
    const first = held?.messages[0];
    if (!held || !first) return;
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      const older = await readJson<MessagePageDto>(`/api/conversations/${id}/messages?before=${first.id}`);
      queryClient.setQueryData<MessagePageDto>(threadKey(id), (current) =>
        current ? prependOlderPage(current, older) : current,
      );
    } catch {
      setOlderFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  }, [id, queryClient]);
  return { ...query, loadOlder, loadingOlder, olderFailed };
}

/** Sends a message; the answer joins the thread at once, and the lists (last message, order) are read again. */
export function useSendMessage(id: number) {
  return useInvalidatingMutation({
    mutationFn: async (content: string) => {
      const res = await apiRequest('POST', `/api/conversations/${id}/messages`, { content });
      return (await res.json()) as MessageDto;
    },
    onSuccess: (message, _content, queryClient) => {
      queryClient.setQueryData<MessagePageDto>(threadKey(id), (held) =>
        held ? appendMessage(held, message) : held,
      );
    },
    invalidates: [CONVERSATIONS_KEY],
  });
}

/** Archive or Block (no way back to active). */
export function useSetConversationStatus(id: number) {
  return useInvalidatingMutation({
    mutationFn: async (status: ConversationClosedStatus) => {
      await apiRequest('PATCH', `/api/conversations/${id}/status`, { status });
    },
    invalidates: [CONVERSATIONS_KEY],
  });
}

/** Marks the other party's messages read for the viewer (its unread count, and the header's badge, go down). */
export function useMarkRead(id: number) {
  return useInvalidatingMutation({
    mutationFn: async () => {
      await apiRequest('POST', `/api/conversations/${id}/read`);
    },
    invalidates: [CONVERSATIONS_KEY],
  });
}

export interface StartConversation {
  exporterId: number;
  subject: string;
  initialMessage: string;
}

/** The New Conversation dialog (buyers): answers the conversation's id, a new one or the same subject's. */
export function useStartConversation() {
  return useInvalidatingMutation({
    mutationFn: async (command: StartConversation) => {
      const res = await apiRequest('POST', '/api/conversations', command);
      return (await res.json()) as StartConversationResultDto;
    },
    invalidates: [CONVERSATIONS_KEY],
  });
}

export interface ReportCommand {
  /** A message of the conversation; none reports the whole conversation. */
  messageId?: number;
  reason: ReportReason;
  details?: string;
}

/** Reports a message or the conversation to the moderators (nothing the page shows changes). */
export function useReport(id: number) {
  return useInvalidatingMutation({
    mutationFn: async (command: ReportCommand) => {
      await apiRequest('POST', `/api/conversations/${id}/report`, command);
    },
    invalidates: [],
  });
}
