/** Exponential back-off with a ceiling: 0.5 s, 1 s, 2 s … at most 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000, 500 * 2 ** Math.max(0, attempt - 1));
}
