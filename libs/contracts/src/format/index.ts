/**
 * Dates and amounts as every screen and e-mail writes them, in one place: dates in British English ("25 Nov
 * 2026", the way Pakistani trade documents write them, unambiguous to buyers on either side of the Atlantic),
 * amounts with thousands separators ("2,000", "12.5"). Each Intl formatter is made on first use: the first one
 * of a page loads ICU's locale data (~50 ms on a throttled phone), which a page that formats nothing skips.
 */

import { pricePerUnit } from '../options/trade-terms.constants.js';

const once = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const DAY = once(
  () =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
);
const DAY_SHORT = once(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
);
const DATE = once(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
);
const DATE_TIME = once(() => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));
const TIME = once(() => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }));
const MONTH = once(
  () => new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
);
const AMOUNT = once(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }));
const PRICE = once(
  () => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 }),
);

/** A calendar date YYYY-MM-DD (a deadline, a validity) as "31 Dec 2026", the same day wherever the reader is. */
export const formatDay = (date: string): string => DAY().format(new Date(`${date}T00:00:00Z`));

/** A calendar date YYYY-MM-DD without its year, as a chart's axis names it: "3 Nov". */
export const formatDayShort = (date: string): string => DAY_SHORT().format(new Date(`${date}T00:00:00Z`));

/** An instant (ISO) as its day where the reader is: "25 Nov 2026". */
export const formatDate = (iso: string | Date): string => DATE().format(new Date(iso));

/** An instant as "25 Nov 2026, 14:05" where the reader is. */
export const formatDateTime = (iso: string | Date): string => DATE_TIME().format(new Date(iso));

/** An instant's time of day, "14:05". */
export const formatTime = (iso: string | Date): string => TIME().format(new Date(iso));

/** An instant's month (UTC), "Nov 2026". */
export const formatMonth = (iso: string | Date): string => MONTH().format(new Date(iso));

/** An amount as a form would write it: "2,000", "12.5" (up to 4 decimals). */
export const formatAmount = (value: number): string => AMOUNT().format(value);

/** A unit price as quoted: "512.50" (at least 2 decimals, up to 4). */
export const formatUnitPrice = (value: number): string => PRICE().format(value);

/** A quoted price in its currency, per unit when given: "USD 512.50 per MT". */
export const formatQuotedPrice = (value: number, currency: string, unit: string | null = null): string =>
  pricePerUnit(formatUnitPrice(value), currency, unit);

/**
 * A count as the site writes figures: "1,234". Whole numbers are grouped here rather than by `Intl`, so a
 * server-rendered page's counts cost the phone no ICU start.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A plan's price or revenue in rupees, "PKR 5,000". */
export const formatPkr = (amount: number): string => `PKR ${formatCount(Math.round(amount))}`;

/**
 * A product's price as the catalogue shows it: USD with a dollar sign and thousands separators, per unit when
 * there is one ("$1,263.62 / metric ton"); "Price on request" without a price. `price` is exact decimal text,
 * kept digit for digit.
 */
export function formatProductPrice(price: string | null, unit: string | null): string {
  if (price === null) return 'Price on request';
  const [whole = '', cents] = price.split('.');
  const amount = `$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${cents === undefined ? '' : `.${cents}`}`;
  return unit ? `${amount} / ${unit}` : amount;
}
