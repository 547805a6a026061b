import { formatDateTime } from '@ped/contracts/format';
import { Card, Heading, Stack, Text } from '@ped/web-kit/ui';
import type { AdminActivityLogDto } from '@ped/contracts/admin';
import { actionLabel } from './activityLabels';
import { timeAgo } from './formatTime';

/** The admin activity log's newest entries: action, details, time. */
export function RecentActivityList({ items }: { items: AdminActivityLogDto[] }) {
  return (
    <Card.Root variant="outline" size="sm" minW="0" as="section" aria-labelledby="recent-activity-heading">
      <Card.Header>
        <Heading as="h3" size="md" id="recent-activity-heading">
          Recent activity
        </Heading>
      </Card.Header>
      <Card.Body>
        {items.length === 0 ? (
          <Text color="fg.muted" textStyle="sm" py="6" textAlign="center">
            No admin actions yet.
          </Text>
        ) : (
          <Stack as="ol" gap="3" ps="0" listStyleType="none">
            {items.map((item) => (
              <Stack
                as="li"
                key={item.id}
                gap="0.5"
                pb="3"
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: 0, pb: 0 }}
              >
                <Text fontWeight="semibold" textStyle="sm">
                  {actionLabel(item.action)}
                </Text>
                {item.details && (
                  <Text textStyle="sm" color="fg.muted" lineClamp={2}>
                    {item.details}
                  </Text>
                )}
                <Text textStyle="xs" color="fg.muted">
                  <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
                    {timeAgo(item.createdAt)}
                  </time>
                  {item.adminName ? ` · ${item.adminName}` : ''}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
