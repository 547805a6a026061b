import { useEffect } from 'react';

/**
 * `<meta name="robots" content="noindex">` while the calling page is shown: a not-found screen answered 200 (a
 * missing exporter or category is only known once its data is read) must not be indexed as a page.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
