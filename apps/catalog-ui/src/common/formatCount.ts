/** A count as the site writes figures: 1,234. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}
