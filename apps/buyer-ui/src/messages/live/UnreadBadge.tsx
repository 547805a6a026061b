import { Badge, VisuallyHidden } from '@ped/web-kit/ui';
import { useUnreadTotal } from './useUnreadTotal';

const MOST_SHOWN = 99;

interface Props {
  /** `inline` beside the Messages link; `corner` on the phone's menu button (the link is in its panel). */
  placement?: 'inline' | 'corner';
}

/** The unread count of the header's Messages link; nothing when there is no unread message. */
export function UnreadBadge({ placement = 'inline' }: Props) {
  const unread = useUnreadTotal();
  if (!unread) return null;
  const corner = placement === 'corner';
  return (
    <Badge
      colorPalette="red"
      variant="solid"
      borderRadius="full"
      size="sm"
      minW="5"
      justifyContent="center"
      data-testid="unread-badge"
      {...(corner
        ? { position: 'absolute', top: '-1', insetEnd: '-1', pointerEvents: 'none' }
        : { ms: '1.5' })}
    >
      {unread > MOST_SHOWN ? `${MOST_SHOWN}+` : unread}
      <VisuallyHidden>{unread === 1 ? ' unread message' : ' unread messages'}</VisuallyHidden>
    </Badge>
  );
}
