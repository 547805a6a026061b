import { lazy, Suspense, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { logRemoteError } from '../remotes/logRemoteError';
import { loadRemoteModule } from '../remotes/remoteRegistry';

/** What buyer-ui's `./live` module exports. */
interface MessagesLiveModule {
  LiveUpdates: ComponentType;
  UnreadBadge: ComponentType<BadgeProps>;
}

interface BadgeProps {
  /** `inline` beside the Messages link; `corner` on the phone's menu button. */
  placement?: 'inline' | 'corner';
}

const liveModule = () => loadRemoteModule<MessagesLiveModule>('buyer_ui', 'live');
const LiveUpdates = lazy(() => liveModule().then((m) => ({ default: m.LiveUpdates })));
const UnreadBadge = lazy(() => liveModule().then((m) => ({ default: m.UnreadBadge })));

/**
 * Parts of buyer-ui the frame shows on every page for signed-in parties, fetched only for them: a remote that
 * cannot load leaves them out and the page works on (new messages then show on the next read).
 */
function fromBuyerUi<P extends object>(Part: ComponentType<P>) {
  return function LivePart(props: P) {
    return (
      <ErrorBoundary fallback={null} onError={logRemoteError}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  };
}

/** The live stream (new messages, unread counts); renders nothing. */
export const LiveMessages = fromBuyerUi(LiveUpdates);

/** The unread count beside the Messages link (or on the phone's menu button). */
export const MessagesUnreadBadge = fromBuyerUi(UnreadBadge);
