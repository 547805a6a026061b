import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError, type ValidatorOptions } from 'class-validator';
import type { FieldError } from '@ped/contracts';
import { findUnsafeInput } from './unsafe-input.js';
import { memoizeValidationMetadata } from './validation-metadata-cache.js';

// The gateway and every service validate through this module.
memoizeValidationMetadata();

/** One set of rules for every DTO, at the gateway and in the services: no unknown fields. */
export const VALIDATOR_OPTIONS: ValidatorOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  validationError: { target: false, value: false },
};

/** Flattens class-validator's tree into `{field: 'a.b', messages}` entries. */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    // class-validator lists constraints bottom decorator first; reverse to the order they are written,
    // so a DTO's first decorator (its "required" rule) gives the message a form shows.
    const own = error.constraints ? [{ field, messages: Object.values(error.constraints).reverse() }] : [];
    return [...own, ...toFieldErrors(error.children ?? [], field)];
  });
}

/** The message of a validation failure: the first field's first message, as forms show one line. */
export function validationMessage(fields: FieldError[]): string {
  return fields[0]?.messages[0] ?? 'Invalid request';
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** Validates `plain` as a `dtoClass`; unsafe input (findUnsafeInput) is refused before it is transformed. */
export async function validateAs<T extends object>(
  dtoClass: new () => T,
  plain: unknown,
): Promise<ValidationResult<T>> {
  const unsafe = findUnsafeInput(plain);
  if (unsafe.length > 0) return { ok: false, errors: unsafe };
  const value = plainToInstance(dtoClass, plain ?? {}, { enableImplicitConversion: false });
  const errors = await validate(value, VALIDATOR_OPTIONS);
  return errors.length === 0 ? { ok: true, value } : { ok: false, errors: toFieldErrors(errors) };
}
