/** Spec: at most one toast visible; shown for 5000 ms unless told otherwise; F8 moves focus to the toasts. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
  action?: { label: string; onClick: () => void };
}

// Most visits show no toast: the toast store and area (zag's toast machine, in `@ped/web-kit/ui-overlays`) are
// fetched with the first one. `AppToaster` mounts the area once a toast has been asked for.
let requested = false;
const listeners = new Set<() => void>();

/** Whether any toast was asked for yet; with `subscribeToToastRequests`, for `useSyncExternalStore`. */
export const toastRequested = (): boolean => requested;

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let areaMounted = () => {};
const areaReady = new Promise<void>((resolve) => (areaMounted = resolve));
/** Called by the toast area once its toaster listens: a toast created before that would never show. */
export const markToastAreaMounted = (): void => areaMounted();

/**
 * Shows a toast in place of any shown or waiting one (the newest wins, as the spec's one-toast limit means;
 * the toaster's own `max` would queue it behind the current toast instead). Resolves once it is on screen.
 */
export function toast(input: ToastInput): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return Promise.all([import('./toaster'), areaReady]).then(([{ showToast }]) => showToast(input));
}
