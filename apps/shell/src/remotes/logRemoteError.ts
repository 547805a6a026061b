import type { ErrorInfo } from 'react';

/** The error boundaries' report of a remote that failed to load or crashed (react-error-boundary's `onError`). */
export function logRemoteError(error: unknown, info: ErrorInfo): void {
  console.error('A section of the site failed to load or render', error, info.componentStack);
}
