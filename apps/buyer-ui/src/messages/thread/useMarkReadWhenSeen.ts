import type { MessagePageDto } from '@ped/contracts/messaging';
import { useEffect, useRef, useState } from 'react';
import { useMarkRead } from '../useConversations';
import { lastUnreadId } from './threadPages';

function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/**
 * Marks the other party's messages read while the thread is on screen: when it opens, and when a new one arrives
 * (a tab in the background waits until it is looked at). Once per newest unread message, so a refusal is not
 * asked again and again.
 */
export function useMarkReadWhenSeen(conversationId: number, thread: MessagePageDto | undefined): void {
  const markRead = useMarkRead(conversationId);
  const { mutate } = markRead;
  const visible = useDocumentVisible();
  const asked = useRef<number | null>(null);
  const unread = lastUnreadId(thread);
  useEffect(() => {
    if (unread === null || !visible || asked.current === unread) return;
    asked.current = unread;
    mutate();
  }, [unread, visible, mutate]);
}
