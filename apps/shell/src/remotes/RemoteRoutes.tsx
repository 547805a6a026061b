import { createContext, lazy, Suspense, useContext, useState, type ComponentType } from 'react';
import { useLocation } from '@ped/web-kit/ui';
import { ErrorBoundary } from 'react-error-boundary';
import { logRemoteError } from './logRemoteError';
import { RemoteLoading } from './RemoteLoading';
import { loadRemoteRoutes } from './remoteRegistry';
import { RemoteUnavailable } from './RemoteUnavailable';
import type { RemoteName } from '@ped/web-kit/routes';

interface LoadAttempt {
  attempt: number;
  Routes: ComponentType;
}

/**
 * Remotes whose routes module is already loaded (the server renderer; the client before hydrateRoot): rendered
 * directly, without React.lazy, so the first render does not suspend.
 */
export const PreloadedRemotes = createContext<Partial<Record<RemoteName, ComponentType>>>({});

/** React.lazy remembers a failure, so every load attempt gets a lazy component of its own. */
function loadAttempt(remote: RemoteName, attempt: number): LoadAttempt {
  return { attempt, Routes: lazy(() => loadRemoteRoutes(remote, attempt)) };
}

/** Mounts a remote's routes lazily, behind its own error boundary with a retry. */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const preloaded = useContext(PreloadedRemotes)[remote];
  const [{ Routes }, setLoad] = useState(() =>
    preloaded ? { attempt: 0, Routes: preloaded } : loadAttempt(remote, 0),
  );
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      // Navigating away clears the error; only "Try again" loads the remote anew.
      resetKeys={[pathname]}
      onReset={({ reason }) => {
        if (reason === 'imperative-api') setLoad(({ attempt }) => loadAttempt(remote, attempt + 1));
      }}
      onError={logRemoteError}
      fallbackRender={({ resetErrorBoundary }) => <RemoteUnavailable onRetry={resetErrorBoundary} />}
    >
      <Suspense fallback={<RemoteLoading />}>
        <Routes />
      </Suspense>
    </ErrorBoundary>
  );
}
