import type { ConversationListDto } from '@ped/contracts/messaging';
import { useAuth, useQuery } from '@ped/web-kit';
import { conversationListKey } from '../conversationKeys';
import { takesPartInMessages } from '../messagesAccess';

const sumUnread = (list: ConversationListDto) =>
  list.conversations.reduce((sum, conversation) => sum + conversation.unreadCount, 0);

/**
 * The signed-in party's unread messages, for the header's badge: the sum over the newest 50 active conversations
 * (the Active tab's first page, the same read). Messages arrive only in active conversations and make them the
 * newest, so an unread one further down is an old one; an archived conversation's unread messages are not
 * called for. Null when not known (signed out, an admin, not read yet or not readable).
 */
export function useUnreadTotal(): number | null {
  const { user } = useAuth();
  const enabled = Boolean(user && takesPartInMessages(user));
  const { data } = useQuery({ queryKey: conversationListKey('active'), select: sumUnread, enabled });
  return enabled && data !== undefined ? data : null;
}
