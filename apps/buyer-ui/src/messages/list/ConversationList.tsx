import { Button, Skeleton, Stack, RouterLink } from '@ped/web-kit/ui';
import { StateMessage, LoadFailed } from '@ped/web-kit';
import { useState } from 'react';
import { CONVERSATION_PAGE_SIZE } from '../conversationKeys';
import { useConversationList } from '../useConversations';
import { ConversationItem } from './ConversationItem';
import { tabQuery, type ListTab } from './useListTab';

const EMPTY_TAB_TEXT: Record<ListTab, { title: string; text: string }> = {
  all: { title: 'No conversations yet', text: 'Start browsing exporters to begin conversations' },
  active: { title: 'No active conversations', text: 'Conversations you can still write in appear here.' },
  archived: { title: 'No archived conversations', text: 'Conversations you archive appear here.' },
};

/** Exporters do not start conversations: buyers write to them. */
const EXPORTER_EMPTY_TEXT = {
  title: 'No conversations yet',
  text: 'When a buyer writes to your company, the conversation appears here.',
};

function ListSkeleton() {
  return (
    <Stack gap="2" aria-busy="true" aria-label="Loading conversations">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height="20" borderRadius="l2" />
      ))}
    </Stack>
  );
}

interface PageProps {
  tab: ListTab;
  offset: number;
  selectedId: number | null;
  /** Only the last page offers the next. */
  onMore: (() => void) | null;
  canStart: boolean;
}

/** One page of the tab's conversations (the first shows the tab's loading, empty and error states). */
function ConversationPage({ tab, offset, selectedId, onMore, canStart }: PageProps) {
  const { data, isPending, isError, refetch, isRefetching } = useConversationList(tab, offset);
  if (isPending) return offset === 0 ? <ListSkeleton /> : <Skeleton height="20" borderRadius="l2" />;
  if (isError)
    return (
      <LoadFailed
        title="We could not load your conversations"
        onRetry={() => refetch()}
        retrying={isRefetching}
      />
    );
  if (offset === 0 && data.conversations.length === 0) {
    const { title, text } = tab === 'all' && !canStart ? EXPORTER_EMPTY_TEXT : EMPTY_TAB_TEXT[tab];
    return (
      <StateMessage
        title={title}
        actions={
          tab === 'all' && canStart ? (
            <Button asChild variant="outline" colorPalette="brand" size="sm">
              <RouterLink to="/browse">Browse Exporters</RouterLink>
            </Button>
          ) : undefined
        }
      >
        {text}
      </StateMessage>
    );
  }
  const hasNext = offset + CONVERSATION_PAGE_SIZE < data.total;
  return (
    <>
      <Stack as="ul" listStyleType="none" gap="1">
        {data.conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationItem
              conversation={conversation}
              selected={conversation.id === selectedId}
              query={tabQuery(tab)}
            />
          </li>
        ))}
      </Stack>
      {hasNext && onMore && (
        <Button variant="ghost" colorPalette="brand" size="sm" onClick={onMore} mt="2">
          Show more conversations
        </Button>
      )}
    </>
  );
}

/** The tab's conversations, newest activity first, a page at a time. */
export function ConversationList({
  tab,
  selectedId,
  canStart,
}: {
  tab: ListTab;
  selectedId: number | null;
  canStart: boolean;
}) {
  const [pages, setPages] = useState(1);
  return (
    <Stack gap="0">
      {Array.from({ length: pages }, (_, page) => (
        <ConversationPage
          key={page}
          tab={tab}
          offset={page * CONVERSATION_PAGE_SIZE}
          selectedId={selectedId}
          canStart={canStart}
          onMore={page === pages - 1 ? () => setPages(pages + 1) : null}
        />
      ))}
    </Stack>
  );
}
