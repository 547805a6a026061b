import { useLocation, useNavigationType } from '@ped/web-kit/ui';
import { useEffect, useRef } from 'react';

/** How long to look for the element a `#hash` names while its page is still loading (its remote's chunk). */
const HASH_WAIT_FRAMES = 300;

/**
 * Scrolls as a multi-page site would: a new page opens at its top, or at the element its `#hash` names once that
 * has rendered (also on the first load, which the browser tried before the page existed). Back and forward keep
 * the browser's own position.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const firstLoad = useRef(true);

  useEffect(() => {
    const isFirstLoad = firstLoad.current;
    firstLoad.current = false;
    const id = decodeURIComponent(hash.slice(1));
    if (navigationType === 'POP' && !(isFirstLoad && id)) return;
    if (!id) {
      window.scrollTo(0, 0);
      return;
    }
    let frames = 0;
    let handle = 0;
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (frames++ < HASH_WAIT_FRAMES) handle = requestAnimationFrame(scrollToTarget);
    };
    scrollToTarget();
    return () => cancelAnimationFrame(handle);
  }, [pathname, hash, navigationType]);
}
