import type { ConversationStatus } from '@ped/contracts/options';

/** Every conversation read is under this key: one invalidation (a change, a pushed event) covers them all. */
export const CONVERSATIONS_KEY = ['/api/conversations'] as const;

/** The list's page size: the API's most. */
export const CONVERSATION_PAGE_SIZE = 50;

/** A list tab's filter: every conversation, or those of one status. */
export type ConversationFilter = 'all' | ConversationStatus;

/** One page of the caller's conversations: GET /api/conversations?status=&limit=&offset= (newest activity first). */
export function conversationListKey(filter: ConversationFilter, offset = 0) {
  return [
    ...CONVERSATIONS_KEY,
    { status: filter === 'all' ? undefined : filter, limit: CONVERSATION_PAGE_SIZE, offset },
  ] as const;
}

/** GET /api/conversations/{id}: the summary with both parties and the viewer's side. */
export function conversationKey(id: number) {
  return [...CONVERSATIONS_KEY, String(id)] as const;
}

/** The thread as the page holds it: the latest page, and the older ones the reader asked for (see threadPages). */
export function threadKey(id: number) {
  return [...CONVERSATIONS_KEY, String(id), 'messages'] as const;
}

/** A list page's key (conversationListKey), not a conversation's or a thread's. */
export const isConversationListKey = (queryKey: readonly unknown[]): boolean =>
  queryKey.length === 2 && typeof queryKey[1] === 'object' && queryKey[1] !== null;
