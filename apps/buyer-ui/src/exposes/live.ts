// The module the shell loads as `buyer_ui/live` for signed-in buyers and exporters (never for visitors): the
// live stream and the unread badge of the header's Messages link.
export { LiveUpdates } from '../messages/live/LiveUpdates';
export { UnreadBadge } from '../messages/live/UnreadBadge';
