/**
 * Rules the browser checks before sending and the server checks again (the DTOs use these very values), so
 * both refuse the same input with the same words.
 */

/** An e-mail address as the forms check it (the server's `IsEmail` is stricter still). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What every form says of an empty e-mail field: it is missing, not malformed. */
export const EMAIL_REQUIRED_MESSAGE = 'Email is required';

/**
 * The message of an e-mail field holding `value`, or undefined when it is an address: EMAIL_REQUIRED_MESSAGE when
 * empty, else the form's own `invalidMessage` (the spec's text) for what is not an address or exceeds `maxLength`.
 */
export function emailError(value: string, invalidMessage: string, maxLength = Infinity): string | undefined {
  const email = value.trim();
  if (!email) return EMAIL_REQUIRED_MESSAGE;
  return EMAIL_PATTERN.test(email) && email.length <= maxLength ? undefined : invalidMessage;
}

/** The earliest founding year a company may give; the latest is the current year. */
export const EARLIEST_YEAR_ESTABLISHED = 1800;

/** The message of a year outside the range (the current year is read when a value is checked). */
export const yearEstablishedMessage = (): string =>
  `Year established must be between ${EARLIEST_YEAR_ESTABLISHED} and ${new Date().getFullYear()}`;

/** A founding year from EARLIEST_YEAR_ESTABLISHED to this year, as a whole number or as its four digits. */
export function isYearEstablished(value: unknown): boolean {
  const year = typeof value === 'string' && /^\d{4}$/.test(value) ? Number(value) : value;
  return (
    typeof year === 'number' &&
    Number.isInteger(year) &&
    year >= EARLIEST_YEAR_ESTABLISHED &&
    year <= new Date().getFullYear()
  );
}
