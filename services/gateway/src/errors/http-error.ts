import { HttpException } from '@nestjs/common';
import { errorBody, type ErrorReason, type FieldError } from '@ped/contracts';
import { ERROR_STATUS } from './error-status.js';

/** A refusal of the gateway's own, in the API's error shape; the reason's code gives the status. */
export function httpError(reason: ErrorReason, message: string, details?: FieldError[]): HttpException {
  const body = errorBody(reason, message, details);
  return new HttpException(body, ERROR_STATUS[body.code]);
}
