/**
 * Error codes a service may answer with. The gateway maps each code to one HTTP status
 * (services/gateway/src/errors): adding a code here without mapping it fails the build.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export interface FieldError {
  field: string;
  messages: string[];
}

/** The error a service replies with, and the body the gateway sends (plus `statusCode`). */
export interface ServiceErrorBody {
  code: ErrorCode;
  message: string;
  details?: FieldError[];
}

export function isServiceErrorBody(value: unknown): value is ServiceErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message } = value as Record<string, unknown>;
  return typeof code === 'string' && code in ERROR_CODES && typeof message === 'string';
}
