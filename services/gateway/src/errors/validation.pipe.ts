import { ValidationPipe, type ArgumentMetadata, type HttpException } from '@nestjs/common';
import type { FieldError } from '@ped/contracts';
import { findUnsafeInput, toFieldErrors, validationMessage, VALIDATOR_OPTIONS } from '@ped/nest-kit';
import { httpError } from './http-error.js';

/** Validates bodies, queries and path parameters with the contracts' DTOs; 400 names every failing field. */
class ContractValidationPipe extends ValidationPipe {
  // Unsafe input (too deep, NUL, lone surrogates) is refused before class-transformer and validator.js
  // see it: the one would overflow its stack, the other throws.
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const unsafe = findUnsafeInput(value);
      if (unsafe.length > 0) throw validationFailed(unsafe);
    }
    return super.transform(value, metadata);
  }
}

function validationFailed(details: FieldError[]): HttpException {
  return httpError('INVALID_FIELDS', validationMessage(details), details);
}

export function createValidationPipe(): ValidationPipe {
  return new ContractValidationPipe({
    ...VALIDATOR_OPTIONS,
    transform: true,
    exceptionFactory: (errors) => validationFailed(toFieldErrors(errors)),
  });
}
