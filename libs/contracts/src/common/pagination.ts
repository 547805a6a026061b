import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { rules } from './rules.js';
import { queryNumber } from './transforms.js';

/*
 * The one way a list is paged by `limit` and `offset` (query strings): each list names its own default and
 * ceilings, the messages are the same everywhere.
 */

/** `limit`: a whole number from 1 to `max`, `fallback` when absent. */
export const PageLimit = (fallback: number, max: number): PropertyDecorator =>
  rules(
    Transform(queryNumber(fallback)),
    IsInt({ message: 'limit must be a whole number' }),
    Min(1, { message: 'limit must be at least 1' }),
    Max(max, { message: `limit must not be greater than ${max}` }),
  );

/** `offset`: a whole number from 0 to `max` (the deepest page an index serves), 0 when absent. */
export const PageOffset = (max: number): PropertyDecorator =>
  rules(
    Transform(queryNumber(0)),
    IsInt({ message: 'offset must be a whole number' }),
    Min(0, { message: 'offset must not be negative' }),
    Max(max, { message: `offset must not be greater than ${max}` }),
  );
