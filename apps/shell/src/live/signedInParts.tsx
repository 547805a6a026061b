import { useAuth, type AuthUser } from '@ped/web-kit';
import { lazy, Suspense, type ComponentProps } from 'react';

// Visitors never need these: the remote loading and its error boundary are a chunk of their own, fetched for
// signed-in buyers and exporters (the home page's first load carries only this file).
const parts = () => import('./messagesLive');
const LazyLiveMessages = lazy(() => parts().then((m) => ({ default: m.LiveMessages })));
const LazyUnreadBadge = lazy(() => parts().then((m) => ({ default: m.MessagesUnreadBadge })));

/** Buyers and exporters take part in conversations; visitors and admins load none of this. */
function takesPartInMessages(user: AuthUser | null): boolean {
  return user?.role === 'buyer' || user?.role === 'exporter';
}

// Each part reads the sign-in state itself, so that its arrival re-renders only these parts, not the frame around
// them (the header, the footer): on a phone that re-render was a long task just after hydration.

/** The live stream of new messages and unread counts (buyer-ui's), for a signed-in party; renders nothing. */
export function LiveMessages() {
  const { user } = useAuth();
  if (!takesPartInMessages(user)) return null;
  return (
    <Suspense fallback={null}>
      <LazyLiveMessages />
    </Suspense>
  );
}

/** The unread count beside the Messages link, or on the phone's menu button, for a signed-in party. */
export function MessagesUnreadBadge(props: ComponentProps<typeof LazyUnreadBadge>) {
  const { user } = useAuth();
  if (!takesPartInMessages(user)) return null;
  return (
    <Suspense fallback={null}>
      <LazyUnreadBadge {...props} />
    </Suspense>
  );
}
