import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useLocation } from '@ped/web-kit/ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoading } from './RemoteLoading';
import { loadRemoteRoutes } from './remoteRegistry';
import { RemoteUnavailable } from './RemoteUnavailable';
import type { RemoteName } from '@ped/web-kit/routes';

interface LoadAttempt {
  attempt: number;
  Routes: ComponentType;
}

/** React.lazy remembers a failure, so every load attempt gets a lazy component of its own. */
function loadAttempt(remote: RemoteName, attempt: number): LoadAttempt {
  return { attempt, Routes: lazy(() => loadRemoteRoutes(remote, attempt)) };
}

/** Mounts a remote's routes lazily, behind its own error boundary with a retry. */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const [{ Routes }, setLoad] = useState(() => loadAttempt(remote, 0));
  const { pathname } = useLocation();
  return (
    <RemoteErrorBoundary
      resetKey={pathname}
      onRetry={() => setLoad(({ attempt }) => loadAttempt(remote, attempt + 1))}
      fallback={(retry) => <RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<RemoteLoading />}>
        <Routes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
