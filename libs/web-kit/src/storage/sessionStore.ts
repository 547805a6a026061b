/**
 * This tab's sessionStorage, where storage being refused (a private window's quota, storage switched off) only
 * means that nothing is kept beyond the page: reads answer null, writes do nothing.
 */
export const sessionStore = {
  get(key: string): string | null {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  /** Keeps `value` under `key`; null removes it. */
  set(key: string, value: string | null): void {
    try {
      if (value === null) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, value);
    } catch {
      // Refused: kept only on screen.
    }
  },
};
