/**
 * A count as the site writes figures: 1,234. Whole numbers are grouped here rather than by `Intl`: the page's
 * first `Intl.NumberFormat` (or `toLocaleString`) loads ICU's locale data, ~50 ms on a throttled phone.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
