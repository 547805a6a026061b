import type { FieldError } from '@ped/contracts';

/** Levels of objects and lists a request may nest (the body itself is one). No DTO comes near it; a
 *  deeper value would only overflow class-transformer's recursion. */
export const MAX_INPUT_DEPTH = 32;

/** U+0000, which PostgreSQL cannot store in text. */
const NUL = /\0/;
/** A lone UTF-16 surrogate (a pair is one code point in /u mode): not text, and validator.js throws on it. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * What no DTO accepts and DTO validation must not be given: nesting deeper than MAX_INPUT_DEPTH (named
 * by the top-level field holding it), and strings with NUL or ill-formed UTF-16 (named by their path).
 * Checked before class-transformer and class-validator, at the gateway and in the services alike.
 */
export function findUnsafeInput(value: unknown): FieldError[] {
  if (!isContainer(value)) return textErrors(value, '');
  return Object.entries(value).flatMap(([field, child]) =>
    nestsDeeperThan(child, MAX_INPUT_DEPTH - 1)
      ? [{ field, messages: [`${field} is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`] }]
      : textErrors(child, field),
  );
}

function isContainer(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/** Whether `value` holds more than `levels` levels of objects and lists; recurses at most `levels` deep. */
function nestsDeeperThan(value: unknown, levels: number): boolean {
  if (!isContainer(value)) return false;
  if (levels === 0) return true;
  return Object.values(value).some((child) => nestsDeeperThan(child, levels - 1));
}

function textErrors(value: unknown, field: string): FieldError[] {
  if (isContainer(value)) {
    return Object.entries(value).flatMap(([key, child]) => textErrors(child, `${field}.${key}`));
  }
  if (typeof value !== 'string') return [];
  const name = field || 'value';
  if (NUL.test(value)) return [{ field: name, messages: [`${name} must not contain NUL characters`] }];
  if (LONE_SURROGATE.test(value)) return [{ field: name, messages: [`${name} must be valid Unicode text`] }];
  return [];
}
