import { lazy, Suspense, useState, type ComponentType } from 'react';

/** Props every overlay component takes: it is shown while `open`. */
export interface OverlayProps {
  open: boolean;
}

/**
 * Wraps an overlay (dialog, drawer, menu…) whose module is loaded by `load`, a dynamic import: nothing is rendered
 * or fetched until it is first opened, which keeps it and `@ped/web-kit/ui-overlays` off the first load. Once
 * opened it stays mounted, so it animates closed and keeps its state as an eagerly loaded one would.
 */
export function lazyOverlay<P extends OverlayProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Overlay = lazy(async () => ({ default: await load() }));
  return function LazyOverlay(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened ? (
      // Its own boundary: the fetch on first opening must not suspend the page around it.
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    ) : null;
  };
}
