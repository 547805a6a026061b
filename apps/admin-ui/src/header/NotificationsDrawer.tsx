import { formatDateTime } from '@ped/contracts/format';
import { Badge, Box, CloseButton, Link, Portal, RouterLink, Skeleton, Stack, Text } from '@ped/web-kit/ui';
import { Drawer } from '@ped/web-kit/ui-overlays';
import type { AdminNotificationDto } from '@ped/contracts/admin';
import { StateMessage } from '@ped/web-kit';
import { useNotifications } from '../api/adminApi';
import { timeAgo } from '../dashboard/formatTime';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The ids that were unread when the drawer opened: they stay marked "New" while it is open. */
  fresh: ReadonlySet<number>;
}

function NotificationItem({
  notification,
  isNew,
  onFollow,
}: {
  notification: AdminNotificationDto;
  isNew: boolean;
  onFollow: () => void;
}) {
  return (
    <Box
      as="li"
      listStyleType="none"
      p="3"
      borderWidth="1px"
      borderRadius="l2"
      bg={isNew ? 'brand.subtle/40' : undefined}
    >
      <Stack gap="1">
        <Text fontWeight="semibold" textStyle="sm">
          {notification.link ? (
            <Link asChild color="brand.fg">
              <RouterLink to={notification.link} onClick={onFollow}>
                {notification.title}
              </RouterLink>
            </Link>
          ) : (
            notification.title
          )}
          {isNew && (
            <Badge ms="2" size="sm" colorPalette="brand">
              New
            </Badge>
          )}
        </Text>
        <Text textStyle="sm">{notification.message}</Text>
        <Text textStyle="xs" color="fg.muted" title={formatDateTime(notification.createdAt)}>
          {timeAgo(notification.createdAt)}
        </Text>
      </Stack>
    </Box>
  );
}

/** The admins' notifications, newest first; a notification's link opens the tab it concerns. */
export function NotificationsDrawer({ open, onOpenChange, fresh }: Props) {
  const notifications = useNotifications();
  const items = notifications.data?.notifications ?? [];
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Notifications</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {notifications.isError ? (
                <StateMessage tone="error" title="Notifications could not be loaded">
                  Please try again in a moment.
                </StateMessage>
              ) : notifications.isPending ? (
                <Stack gap="2" aria-busy="true" aria-label="Loading notifications">
                  <Skeleton height="16" />
                  <Skeleton height="16" />
                </Stack>
              ) : items.length === 0 ? (
                <StateMessage title="No notifications yet">
                  New exporter applications and reports appear here.
                </StateMessage>
              ) : (
                <Stack as="ul" gap="2" ps="0">
                  {items.map((notification) => (
                    <NotificationItem
                      key={notification.id}
                      notification={notification}
                      isNew={fresh.has(notification.id)}
                      onFollow={() => onOpenChange(false)}
                    />
                  ))}
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close notifications" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
