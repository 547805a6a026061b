import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastRequests, toastRequested } from './toast';

const ToastArea = lazy(() => import('./ToastArea').then((m) => ({ default: m.ToastArea })));

/** The toast area, mounted (and its code fetched) when the first toast is asked for. */
export function AppToaster() {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  ) : null;
}
