import { Badge, Box, Button } from '@ped/web-kit/ui';
import { lazyOverlay } from '@ped/web-kit';
import { useState } from 'react';
import { useMarkNotificationsRead, useNotifications } from '../api/adminApi';
import { BellIcon } from './headerIcons';

// The drawer and its Chakra overlays (`@ped/web-kit/ui-overlays`) are fetched when it is first opened.
const NotificationsDrawer = lazyOverlay(() =>
  import('./NotificationsDrawer').then((m) => m.NotificationsDrawer),
);

/** Notifications with the unread count; opening the list marks them all read (those stay flagged "New" there). */
export function NotificationsButton() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [open, setOpen] = useState(false);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const unread = notifications.data?.unread ?? 0;

  const show = () => {
    const items = notifications.data?.notifications ?? [];
    setFresh(new Set(items.filter((item) => !item.isRead).map((item) => item.id)));
    setOpen(true);
    if (unread > 0) markRead.mutate();
  };

  return (
    <>
      <Box position="relative">
        <Button
          size="sm"
          variant="outline"
          onClick={show}
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        >
          <BellIcon />
          <Box as="span" display={{ base: 'none', md: 'inline' }}>
            Notifications
          </Box>
        </Button>
        {unread > 0 && (
          <Badge
            position="absolute"
            top="-2"
            insetEnd="-2"
            colorPalette="red"
            variant="solid"
            borderRadius="full"
            size="sm"
            aria-hidden
          >
            {unread > 99 ? '99+' : unread}
          </Badge>
        )}
      </Box>
      <NotificationsDrawer open={open} onOpenChange={setOpen} fresh={fresh} />
    </>
  );
}
