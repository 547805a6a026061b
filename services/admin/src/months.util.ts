/** `YYYY-MM` (UTC) of a time. */
export function monthOf(time: string | Date): string {
  return (typeof time === 'string' ? new Date(time) : time).toISOString().slice(0, 7);
}

/** The last `count` months (UTC), oldest first, ending with the month of `now`. */
export function lastMonths(count: number, now = new Date()): string[] {
  return Array.from({ length: count }, (_, i) =>
    monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1))),
  );
}
