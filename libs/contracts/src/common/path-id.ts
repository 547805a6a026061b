import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { MAX_INT4 } from './limits.js';

/**
 * A row id from a URL path (`/api/…/{id}`): text in the path, a number in the service's message.
 * Anything but 1 … MAX_INT4 in digits is a 400 naming the field: "<Label> id must be a positive whole number".
 */
export function PathId(label: string): PropertyDecorator {
  const message = `${label} id must be a positive whole number`;
  const decorators = [
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value,
    ),
    IsInt({ message }),
    Min(1, { message }),
    Max(MAX_INT4, { message }),
  ];
  // Applied bottom-up, as stacked decorators are (the OpenAPI reader takes the type IsInt gives last).
  return (target, property) => [...decorators].reverse().forEach((decorate) => decorate(target, property));
}
