import { plainToInstance } from 'class-transformer';

/** `@Transform` functions the DTOs share. */

/** Text trimmed; anything else left for the validators to refuse. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** An optional text left empty is no value: null (which clears the field when editing). */
export const emptyAsNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;

/**
 * A nested object as an instance of `type` (its own transforms applied) for ValidateNested; anything
 * else is left for IsObject to refuse. Unlike class-transformer's @Type it needs no reflect-metadata,
 * so the apps and plain scripts import this module as they are.
 */
export const nested =
  <T>(type: new () => T) =>
  ({ value }: { value: unknown }) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? plainToInstance(type, value)
      : value;

/** Query values arrive as text; "" (or absent) takes the default. */
export const toNumber =
  (fallback?: number) =>
  ({ value }: { value: unknown }) =>
    value === '' || value === null || value === undefined
      ? fallback
      : typeof value === 'string' && /^\d{1,10}$/.test(value)
        ? Number(value)
        : value;

/**
 * A number from a query string: "" (or absent) takes `fallback`, other text is read as a number (so "-1" is
 * refused by the range it breaks, "x" as not a whole number).
 */
export const queryNumber =
  (fallback?: number) =>
  ({ value }: { value: unknown }) =>
    value === '' || value === null || value === undefined
      ? fallback
      : typeof value === 'string'
        ? Number(value)
        : value;
