const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** An ISO date as "Nov 25, 2026". */
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar date YYYY-MM-DD (a deadline, a validity) as "Nov 25, 2026", the same day wherever the reader is. */
export function formatDay(date: string): string {
  return DAY.format(new Date(`${date}T00:00:00Z`));
}
