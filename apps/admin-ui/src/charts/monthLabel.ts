import { formatMonth } from '@ped/contracts/format';
/** "Nov 2026" of a `YYYY-MM` month (UTC, the server's months). */
export function monthLabel(month: string): string {
  return formatMonth(`${month}-01T00:00:00Z`);
}

/** "Nov" of a `YYYY-MM` month: the axis labels (the table names the year). */
export function shortMonth(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en', { month: 'short', timeZone: 'UTC' });
}
