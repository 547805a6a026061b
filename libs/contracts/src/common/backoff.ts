/**
 * The one back-off of every retry, server and browser (relays, event consumers and feeds, the Redis client, the
 * live stream's reconnect): the first wait, doubled per further attempt, at most `maxMs`. Attempt 1 waits `firstMs`.
 */
export const backoffMs = (attempt: number, firstMs: number, maxMs: number): number =>
  Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt - 1));
