/**
 * The largest PostgreSQL `integer` (int4), the type of every id and integer column: a larger number
 * in a statement makes PostgreSQL refuse it, so the DTOs refuse it first.
 */
export const MAX_INT4 = 2_147_483_647;

/** The most entries any list field of a request may have (every option list is far shorter). */
export const MAX_LIST_ENTRIES = 50;

/**
 * A list field's transform: each entry once, in first-seen order. A list over MAX_LIST_ENTRIES stays as
 * sent, so that ArrayMaxSize refuses it rather than a de-duplicated copy quietly passing.
 */
export const uniqueEntries = ({ value }: { value: unknown }): unknown =>
  Array.isArray(value) && value.length <= MAX_LIST_ENTRIES ? [...new Set(value)] : value;
