import type {
  ConversationListDto,
  ConversationPartyType,
  MessageDto,
  MessagePageDto,
  MessageSentEvent,
} from '@ped/contracts/messaging';
import type { AuthUser } from '@ped/web-kit';
import { appendMessage } from '../thread/threadPages';

/*
 * A message the live stream pushed, applied where the page holds it: the thread gets the message, a list
 * that shows its conversation the new preview, time and unread count, with the conversation first. What is
 * not held that way (a conversation not on the page, an event without its text) is read again instead.
 */

/** The side the signed-in account takes in its conversations. */
export const viewerSide = (user: AuthUser): ConversationPartyType =>
  user.role === 'buyer' ? 'buyer' : 'exporter';

/** Whether the event carries the whole message (an older publisher's has only the preview). */
export const isWholeMessage = (data: unknown): data is MessageSentEvent =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as MessageSentEvent).messageId === 'number' &&
  typeof (data as MessageSentEvent).conversationId === 'number' &&
  typeof (data as MessageSentEvent).content === 'string';

/** The message as the thread shows it to `viewer`: its reader sees the warning, its sender does not. */
export function pushedMessage(event: MessageSentEvent, viewer: ConversationPartyType): MessageDto {
  const mine = event.senderType === viewer;
  return {
    id: event.messageId,
    conversationId: event.conversationId,
    content: event.content,
    senderType: event.senderType,
    createdAt: event.createdAt,
    isRead: false,
    mine,
    flags: event.flags,
    warning: mine ? null : (event.warning ?? null),
  };
}

/** The thread with the pushed message at its end (once). */
export const threadWithPushed = (thread: MessagePageDto, message: MessageDto): MessagePageDto =>
  appendMessage(thread, message);

/**
 * A list page with the pushed message: its conversation's preview and time, one more unread for the
 * reader, and the conversation first (newest activity first). Undefined when the page does not show
 * that conversation: the page is read again.
 */
export function listWithPushed(
  list: ConversationListDto,
  event: MessageSentEvent,
  viewer: ConversationPartyType,
): ConversationListDto | undefined {
  const held = list.conversations.find((conversation) => conversation.id === event.conversationId);
  if (!held) return undefined;
  const unread = event.senderType === viewer ? 0 : 1;
  const updated = {
    ...held,
    lastMessage: event.preview,
    lastMessageAt: event.createdAt,
    unreadCount: held.unreadCount + unread,
  };
  return {
    ...list,
    conversations: [updated, ...list.conversations.filter((conversation) => conversation !== held)],
    unreadTotal: list.unreadTotal + unread,
  };
}
