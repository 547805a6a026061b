import { useEffect, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport (and stays true): a chart below the fold fetches
 * its nivo chunk only when scrolled towards. Without IntersectionObserver (old browsers, jsdom) it is true at once.
 * The ref is a callback, so an element mounted again (after "Show as table") is observed anew.
 */
export function useNearViewport<E extends Element>(margin = '200px') {
  const [element, setElement] = useState<E | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, margin]);
  return [setElement, near] as const;
}
