import type { ConversationListDto } from '@ped/contracts/messaging';
import { useAuth, useQuery } from '@ped/web-kit';
import { conversationListKey } from '../conversationKeys';
import { takesPartInMessages } from '../messagesAccess';

const unreadTotal = (list: ConversationListDto) => list.unreadTotal;

/**
 * The signed-in party's unread messages over all its conversations, for the header's badge: every list read
 * carries the total, so the badge shares the Active tab's first page (one read). Null when not known (signed
 * out, an admin, not read yet or not readable).
 */
export function useUnreadTotal(): number | null {
  const { user } = useAuth();
  const enabled = Boolean(user && takesPartInMessages(user));
  const { data } = useQuery({ queryKey: conversationListKey('active'), select: unreadTotal, enabled });
  return enabled && data !== undefined ? data : null;
}
