import { formatDateTime } from '@ped/contracts/format';
import { Badge, HStack, Stack, Text } from '@ped/web-kit/ui';
import type { ActivityItemDto } from '@ped/contracts/admin';
import { StateMessage, LoadFailed } from '@ped/web-kit';
import { useActivity } from '../api/adminApi';
import { TableSkeleton } from '../moderation/PanelStates';
import { statusLabel, statusPalette } from './statusBadges';

const TYPE_LABEL: Record<ActivityItemDto['type'], string> = {
  exporter: 'Exporter',
  conversation: 'Conversation',
};

function ActivityRow({ item }: { item: ActivityItemDto }) {
  return (
    <HStack
      as="li"
      justify="space-between"
      align="flex-start"
      gap="3"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: '0' }}
    >
      <Stack gap="0.5" minW="0">
        <Text fontWeight="medium" wordBreak="break-word">
          {item.title}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {TYPE_LABEL[item.type]} · <time dateTime={item.timestamp}>{formatDateTime(item.timestamp)}</time>
        </Text>
      </Stack>
      <Badge colorPalette={statusPalette(item.status)} flexShrink="0">
        {statusLabel(item.status)}
      </Badge>
    </HStack>
  );
}

/** The platform's recent activity (exporters and conversations), newest first; `limit` shows only the newest. */
export function ActivityList({ limit, label }: { limit?: number; label: string }) {
  const activity = useActivity();
  if (activity.isPending) return <TableSkeleton label="Loading the activity" />;
  if (activity.isError) {
    return (
      <LoadFailed
        title="We could not load the activity"
        onRetry={() => void activity.refetch()}
        retrying={activity.isRefetching}
      />
    );
  }
  const items = limit === undefined ? activity.data.items : activity.data.items.slice(0, limit);
  if (items.length === 0) {
    return <StateMessage title="No activity yet">New exporters and conversations appear here.</StateMessage>;
  }
  return (
    <Stack as="ul" listStyleType="none" gap="0" aria-label={label}>
      {items.map((item) => (
        <ActivityRow key={`${item.type}:${item.targetId}:${item.timestamp}`} item={item} />
      ))}
    </Stack>
  );
}
