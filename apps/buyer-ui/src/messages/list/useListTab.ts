import { useSearchParams } from '@ped/web-kit/ui';
import { useCallback } from 'react';
import type { ConversationFilter } from '../conversationKeys';
import { LIST_TAB_PARAM } from '../messagesAccess';

/** The list's tabs (spec: All, Active, Archived); each really filters the list. */
export const LIST_TABS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
] as const satisfies readonly { value: ConversationFilter; label: string }[];

export type ListTab = (typeof LIST_TABS)[number]['value'];

const isTab = (value: string | null): value is ListTab => LIST_TABS.some((tab) => tab.value === value);

/** The selected tab, held in the address (`?tab=archived`) so that opening a conversation, Back and reload keep it. */
export function useListTab() {
  const [params, setParams] = useSearchParams();
  const requested = params.get(LIST_TAB_PARAM);
  const tab: ListTab = isTab(requested) ? requested : 'all';
  const showTab = useCallback(
    (next: ListTab) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'all') updated.delete(LIST_TAB_PARAM);
          else updated.set(LIST_TAB_PARAM, next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, showTab] as const;
}

/** `?tab=…` to keep on a link to a conversation (nothing for All). */
export function tabQuery(tab: ListTab): string {
  return tab === 'all' ? '' : `?${LIST_TAB_PARAM}=${tab}`;
}
