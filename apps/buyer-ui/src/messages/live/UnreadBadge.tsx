import { Badge, VisuallyHidden } from '@ped/web-kit/ui';
import { useUnreadTotal } from './useUnreadTotal';

const MOST_SHOWN = 99;

/** The count beside the header's Messages link; nothing when there is no unread message. */
export function UnreadBadge() {
  const unread = useUnreadTotal();
  if (!unread) return null;
  return (
    <Badge
      colorPalette="red"
      variant="solid"
      borderRadius="full"
      size="sm"
      ms="1.5"
      minW="5"
      justifyContent="center"
      data-testid="unread-badge"
    >
      {unread > MOST_SHOWN ? `${MOST_SHOWN}+` : unread}
      <VisuallyHidden>{unread === 1 ? ' unread message' : ' unread messages'}</VisuallyHidden>
    </Badge>
  );
}
