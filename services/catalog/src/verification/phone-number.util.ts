import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A number as typed (spaces, dashes, brackets; Pakistani without the country code, e.g. 0300 1234567) in
 * E.164 (+923001234567), or null when it is not a real number a text can reach: invalid for its country, or
 * a fixed line.
 */
export function toTextableE164(typed: string): string | null {
  const parsed = parsePhoneNumberFromString(typed, 'PK');
  if (!parsed?.isValid()) return null;
  if (parsed.getType() === 'FIXED_LINE') return null;
  return parsed.number;
}
