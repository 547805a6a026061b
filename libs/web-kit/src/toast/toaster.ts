import { createToaster } from '@ped/web-kit/ui';

/** Spec: at most one toast visible; shown for 5000 ms unless told otherwise; F8 moves focus to the toasts. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

/** The one toast store of the site (web-kit is a Module Federation singleton, so remotes share it). */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
  action?: { label: string; onClick: () => void };
}

/**
 * Shows a toast in place of any shown or waiting one (the newest wins, as the spec's one-toast limit means;
 * the toaster's own `max` would queue it behind the current toast instead). Returns its id.
 */
export function toast({ title, description, variant = 'default', duration, action }: ToastInput): string {
  toaster.remove();
  return toaster.create({
    title,
    description,
    duration,
    action,
    type: variant === 'destructive' ? 'error' : 'info',
    closable: true,
  });
}
