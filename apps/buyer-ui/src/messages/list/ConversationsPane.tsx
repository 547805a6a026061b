import { Tabs } from '@ped/web-kit/ui-overlays';
import { ConversationList } from './ConversationList';
import { LIST_TABS, useListTab, type ListTab } from './useListTab';

/** The left side: the All / Active / Archived tabs, each with its own list. */
export function ConversationsPane({
  selectedId,
  canStart,
}: {
  selectedId: number | null;
  canStart: boolean;
}) {
  const [tab, showTab] = useListTab();
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => showTab(details.value as ListTab)}
      colorPalette="brand"
      variant="line"
      size="sm"
      lazyMount
      unmountOnExit
      display="flex"
      flexDirection="column"
      minH="0"
      h="full"
    >
      <Tabs.List aria-label="Filter conversations">
        {LIST_TABS.map(({ value, label }) => (
          <Tabs.Trigger key={value} value={value} flex="1" justifyContent="center">
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {LIST_TABS.map(({ value }) => (
        <Tabs.Content key={value} value={value} pt="3" flex="1" minH="0" overflowY={{ md: 'auto' }}>
          <ConversationList tab={value} selectedId={selectedId} canStart={canStart} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
