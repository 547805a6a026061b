import { createToaster } from '@ped/web-kit/ui-overlays';
import { TOAST_DURATION_MS, TOAST_LIMIT, type ToastInput } from './toast';

/** The one toast store of the site (web-kit is a Module Federation singleton, so remotes share it). */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

/** Replaces any shown or waiting toast with this one (see `toast`). */
export function showToast({ title, description, variant = 'default', duration, action }: ToastInput): void {
  toaster.remove();
  toaster.create({
    title,
    description,
    duration,
    action,
    type: variant === 'destructive' ? 'error' : 'info',
    closable: true,
  });
}
