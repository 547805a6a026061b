import { formatDate, formatTime } from '@ped/contracts/format';

// This year's days go without their year, in the reader's zone as formatDate's.
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const FULL = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short' });

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** The list's time of the last activity: "14:05" today, "25 Nov" this year, "25 Nov 2025" before. */
export function formatListTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (sameDay(date, now)) return formatTime(date);
  return date.getFullYear() === now.getFullYear() ? DAY.format(date) : formatDate(date);
}

/** A message's time: "14:05" today, else with its day ("25 Nov, 14:05"). */
export function formatMessageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (sameDay(date, now)) return formatTime(date);
  const day = date.getFullYear() === now.getFullYear() ? DAY.format(date) : formatDate(date);
  return `${day}, ${formatTime(date)}`;
}

/** The whole date and time, for a time element's title. */
export function formatFullTime(iso: string): string {
  return FULL.format(new Date(iso));
}
