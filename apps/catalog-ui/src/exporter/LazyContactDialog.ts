import { lazyOverlay } from '@ped/web-kit';

/** The contact dialog, fetched when first opened: its Dialog machinery and form stay off the pages' first load. */
export const LazyContactDialog = lazyOverlay(() => import('./ContactDialog').then((m) => m.ContactDialog));
