import { Transform } from 'class-transformer';
import { IsIn, IsNumber, IsOptional, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import { rules } from '../common/rules.js';
import { TRADE_TERMS_LIMITS as LIMIT, TRADE_TERMS_MAX_DAYS_AHEAD } from '../options/trade-terms.constants.js';
import { emptyAsNull } from '../common/transforms.js';

/*
 * The field rules requirements and quotations share: amounts, calendar dates, choices from a list.
 * Each takes the field's one message (the spec's style: one line a form shows under the field).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date (UTC) as YYYY-MM-DD. */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

/** A calendar date YYYY-MM-DD from today (UTC) to TRADE_TERMS_MAX_DAYS_AHEAD days on. */
export function isDateAhead(value: unknown, now = new Date()): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return false;
  const today = Date.parse(`${todayUtc(now)}T00:00:00Z`);
  return time >= today && time <= today + TRADE_TERMS_MAX_DAYS_AHEAD * DAY_MS;
}

/** The moment a date's day ends (UTC): a requirement with deadline D expires then. */
export const endOfDayUtc = (date: string): Date => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS);

/** A form sends numbers as text: "12.5" is 12.5; "" or null is no value; anything else stays to be refused. */
const toAmount = ({ value }: { value: unknown }) =>
  value === '' || value === null
    ? null
    : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)
      ? Number(value)
      : value;

/** A finite number with at most 4 decimals (1e-7 has 7): one that rounding to 4 places leaves as it is. */
const hasFourDecimals = (value: unknown): boolean =>
  typeof value === 'number' && Number.isFinite(value) && Number(value.toFixed(4)) === value;

/**
 * An amount greater than 0 (at most 4 decimals, up to LIMIT.amount). `presence`: 'required' refuses
 * a missing one; 'optional' takes null; 'kept' (an edit) may be left out but not emptied.
 */
export const Amount = (message: string, presence: 'required' | 'optional' | 'kept'): PropertyDecorator =>
  rules(
    Transform(toAmount),
    ...(presence === 'optional' ? [IsOptional()] : []),
    ...(presence === 'kept' ? [ValidateIf((_, value) => value !== undefined)] : []),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message }),
    // Not IsNumber's maxDecimalPlaces: it throws on a number JSON writes with an exponent (1e-7).
    ValidateBy({ name: 'hasFourDecimals', validator: { validate: hasFourDecimals } }, { message }),
    Min(0.0001, { message }),
    Max(LIMIT.amount, { message }),
  );

/** One of `list` (the same presences as Amount). */
export const OneOf = (
  list: readonly string[],
  message: string,
  presence: 'required' | 'optional' | 'kept',
): PropertyDecorator =>
  rules(
    Transform(emptyAsNull),
    ...(presence === 'optional' ? [IsOptional()] : []),
    ...(presence === 'kept' ? [ValidateIf((_, value) => value !== undefined)] : []),
    IsIn(list, { message }),
  );

/** A date YYYY-MM-DD from today (UTC) up to a year ahead (the same presences as Amount). */
export const DateAhead = (message: string, presence: 'required' | 'optional' | 'kept'): PropertyDecorator =>
  rules(
    Transform(emptyAsNull),
    ...(presence === 'optional' ? [IsOptional()] : []),
    ...(presence === 'kept' ? [ValidateIf((_, value) => value !== undefined)] : []),
    ValidateBy(
      { name: 'isDateAhead', validator: { validate: (value: unknown) => isDateAhead(value) } },
      { message },
    ),
  );
