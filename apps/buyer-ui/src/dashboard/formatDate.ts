const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** An ISO date as "Nov 25, 2026". */
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}
