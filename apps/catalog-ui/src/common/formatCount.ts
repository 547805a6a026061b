// One formatter for the page: `Number#toLocaleString` builds a new ICU formatter on every call (~1 ms each on a
// throttled phone, 58 ms over the home page's category counts).
const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/** A count as the site writes figures: 1,234. */
export function formatCount(value: number): string {
  return COUNT_FORMAT.format(value);
}
