import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport (and stays true): a chart below the fold fetches
 * its nivo chunk only when scrolled towards. Without IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useNearViewport<E extends Element>(margin = '200px') {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
