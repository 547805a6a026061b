import { HttpException, HttpStatus, ValidationPipe } from '@nestjs/common';
import type { ServiceErrorBody } from '@ped/contracts';
import { toFieldErrors, validationMessage, VALIDATOR_OPTIONS } from '@ped/nest-kit';

/** Validates bodies and queries with the contracts' DTOs; 400 names every failing field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...VALIDATOR_OPTIONS,
    transform: true,
    exceptionFactory: (errors) => {
      const details = toFieldErrors(errors);
      const body: ServiceErrorBody = {
        code: 'VALIDATION_FAILED',
        message: validationMessage(details),
        details,
      };
      return new HttpException(body, HttpStatus.BAD_REQUEST);
    },
  });
}
